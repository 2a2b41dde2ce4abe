import * as Dialog from '@radix-ui/react-dialog';
import type { SummonResult } from '@yuanlong/shared/summon';
import { Link } from 'react-router';
import { AssetArt } from '../../../components/asset/asset-art.tsx';
import { TIER_BORDER } from '../../../components/asset/badges.tsx';
import { buttonStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The summoned heroes turning over one after another, best tier highlighted, and the draw's seed. */
export function SummonReveal({ result, onClose }: { result: SummonResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={result !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(94vw,52rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-gold-500/40 bg-ink-900 p-5 shadow-2xl shadow-black/60"
        >
          <Dialog.Title className="font-display text-xl font-bold text-gold-200">
            {t('summon.revealTitle', { n: result?.heroes.length ?? 0 })}
          </Dialog.Title>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {result?.heroes.map((hero, i) => (
              <li
                key={hero.asset_id}
                className="motion-safe:animate-reveal"
                style={{ animationDelay: `${i * 140}ms` }}
              >
                <Link
                  to={`/cardDetail?id=${hero.asset_id}`}
                  className={`block overflow-hidden rounded-xl border-2 bg-ink-950 ${TIER_BORDER[hero.tier]} ${
                    hero.tier >= 4 ? 'shadow-[0_0_28px_-4px] shadow-gold-400/70' : ''
                  }`}
                >
                  <AssetArt
                    id={hero.asset_id}
                    kind={0}
                    camp={hero.camp}
                    element={hero.element}
                    grade={hero.grade}
                    label={hero.name}
                  />
                  <div className="px-2 py-1.5">
                    <p className="truncate text-sm font-semibold text-parchment">{hero.name}</p>
                    <p className="text-xs text-gold-200">
                      {t('asset.grade', { grade: hero.grade })} · {'★'.repeat(hero.star)}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <details className="mt-4 text-xs text-mist">
            <summary className="cursor-pointer">{t('summon.verify')}</summary>
            <p className="mt-2">{t('summon.verifyHow')}</p>
            <code className="mt-1 block break-all text-parchment">{result?.seed}</code>
          </details>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Link to="/accountAccount" className={buttonStyles.secondary} onClick={onClose}>
              {t('summon.toAssets')}
            </Link>
            <Dialog.Close className={buttonStyles.primary}>{t('summon.done')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
