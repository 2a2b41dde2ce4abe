import type { CardDetail } from '@yuanlong/shared/card';
import { DRAGON_STATES } from '@yuanlong/shared/catalogue';
import { formatUnits } from '@yuanlong/shared/coins';
import { Section } from '../../../components/section.tsx';
import { localName } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** A dragon's own fields: refine level, level, team HP and attack, and its state. */
export function DragonPanel({ dragon, level }: { dragon: NonNullable<CardDetail['dragon']>; level: number }) {
  const { t } = useTranslation();
  const activated = dragon.state === DRAGON_STATES.activated.code;
  const state = activated ? DRAGON_STATES.activated : DRAGON_STATES.notActivated;
  const figures = [
    ['refine', t('dragon.refineLevel'), String(dragon.refine_level)],
    ['level', t('asset.levelLabel'), String(level)],
    ['hp', t('dragon.teamHp'), formatUnits(BigInt(dragon.team_hp), 0)],
    ['attack', t('dragon.teamAttack'), formatUnits(BigInt(dragon.team_attack), 0)],
  ] as const;
  return (
    <Section
      title={t('dragon.title')}
      aside={
        <span
          className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${
            activated
              ? 'border-jade-400/50 bg-jade-400/15 text-jade-200'
              : 'border-gold-400/50 bg-gold-400/10 text-gold-200'
          }`}
        >
          {localName(state.names)}
        </span>
      }
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-ink-600 bg-ink-850 px-3 py-2">
            <dt className="text-xs text-mist">{label}</dt>
            <dd className="mt-0.5 font-display text-lg font-bold text-gold-100 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
