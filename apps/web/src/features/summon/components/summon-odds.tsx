import type { SummonInfo } from '@yuanlong/shared/summon';
import { TIER_BORDER } from '../../../components/asset/badges.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** Odds per grade tier, as the server draws them: "Grade 21–24 · 1%". */
export function SummonOdds({ tiers }: { tiers: SummonInfo['tiers'] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {tiers.map((tier) => (
        <div
          key={tier.tier}
          data-tier={tier.tier}
          className={`rounded-xl border-2 bg-ink-850 px-3 py-2 ${TIER_BORDER[tier.tier]}`}
        >
          <dt className="text-xs text-mist">
            {t('summon.gradeRange', { from: tier.grades[0], to: tier.grades[1] })}
          </dt>
          <dd className="font-display text-lg font-bold text-gold-100 tabular-nums">
            {`${Math.floor(tier.bps / 100)}${tier.bps % 100 ? `.${String(tier.bps % 100).padStart(2, '0')}` : ''}%`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
