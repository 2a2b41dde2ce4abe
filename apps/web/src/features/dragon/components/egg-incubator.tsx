import { ELEMENTS } from '@yuanlong/shared/catalogue';
import type { Egg } from '@yuanlong/shared/eggs';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { localName } from '../../../lib/catalogue.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useEggs } from '../api/get-eggs.ts';
import { useHatchEgg } from '../api/hatch-egg.ts';

const EGG_COLOURS: Record<number, string> = {
  1: 'from-orange-300 to-red-600',
  2: 'from-sky-200 to-blue-600',
  3: 'from-emerald-200 to-teal-600',
  4: 'from-yellow-100 to-amber-500',
  5: 'from-violet-300 to-indigo-800',
};

/** Time left as h:mm:ss. */
function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Ticks once a second, in the server's time (its `now` at the last read plus the time since). */
function useServerNow(serverNow: string | undefined, readAt: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return serverNow ? Date.parse(serverNow) + (Date.now() - readAt) : Date.now();
}

function EggCard({ egg, now }: { egg: Egg; now: number }) {
  const { t } = useTranslation();
  const hatch = useHatchEgg();
  const start = Date.parse(egg.obtained_at);
  const end = Date.parse(egg.hatch_at);
  const progress =
    egg.dragon_id !== null
      ? 100
      : Math.min(100, Math.max(0, Math.floor(((now - start) * 100) / Math.max(1, end - start))));
  const ready = egg.dragon_id === null && now >= end;
  return (
    <li className="flex items-center gap-4 rounded-xl border border-ink-600 bg-ink-850 p-3">
      <div
        aria-hidden="true"
        className={`h-16 w-12 shrink-0 rounded-[50%_50%_45%_45%/60%_60%_40%_40%] bg-gradient-to-b ${EGG_COLOURS[egg.element] ?? EGG_COLOURS[1]} ${ready ? 'motion-safe:animate-float shadow-[0_0_24px_-2px] shadow-gold-300/70' : ''}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-parchment">
          {t('eggs.name', { element: localName(ELEMENTS[egg.element]) })}
        </p>
        <div
          role="progressbar"
          aria-label={t('eggs.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-2 h-2 overflow-hidden rounded-full bg-ink-700"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-jade-400 to-gold-300"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-mist tabular-nums">
          {egg.dragon_id !== null
            ? t('eggs.hatched')
            : ready
              ? t('eggs.ready')
              : t('eggs.timeLeft', { time: countdown(end - now), progress })}
        </p>
      </div>
      {egg.dragon_id !== null ? (
        <Link to={`/dragonDetail?id=${egg.dragon_id}`} className={buttonStyles.secondary}>
          {t('eggs.seeDragon')}
        </Link>
      ) : (
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!ready || hatch.isPending}
          onClick={() =>
            hatch.mutate(egg.id, {
              onSuccess: (dragon) => showToast(t('eggs.hatchedToast', { name: dragon.name }), 'success'),
            })
          }
        >
          {hatch.isPending ? t('common.processing') : t('eggs.hatch')}
        </button>
      )}
    </li>
  );
}

/** My MEggs: each with its progress toward hatching (counting down live) and, once ready, Hatch. */
export function EggIncubator() {
  const { t } = useTranslation();
  const eggs = useEggs();
  const now = useServerNow(eggs.data?.now, eggs.dataUpdatedAt);
  return (
    <Section title={t('eggs.title')}>
      {eggs.data ? (
        eggs.data.items.length === 0 ? (
          <p className="text-sm text-mist">{t('eggs.none')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {eggs.data.items.map((egg) => (
              <EggCard key={egg.id} egg={egg} now={now} />
            ))}
          </ul>
        )
      ) : (
        <div className="skeleton h-24 rounded-xl" aria-busy="true" />
      )}
    </Section>
  );
}
