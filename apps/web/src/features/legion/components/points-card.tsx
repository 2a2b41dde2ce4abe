import type { PointsAccount } from '@yuanlong/shared/legion';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useClaimMds } from '../api/claim-mds.ts';

const points = (amount: string) => formatAmount(amount, 'MDS');

/** My points: claimable (with the claim button and the next claim time), this month, in total. */
export function PointsCard({ account }: { account: PointsAccount }) {
  const { t } = useTranslation();
  const claim = useClaimMds();
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (result) => showToast(t('legion.claimed', { amount: points(result.amount) }), 'success'),
    });
  const waiting = !account.can_claim && BigInt(account.claimable) > 0n;
  return (
    <Section title={t('legion.points')}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <div className="col-span-2 rounded-xl border border-gold-500/30 bg-ink-850 p-3 md:col-span-1">
          <dt className="text-xs text-mist">{t('legion.claimable')}</dt>
          <dd className="font-display text-2xl font-bold text-gold-100">
            {points(account.claimable)} <span className="text-sm text-mist">MDS</span>
          </dd>
        </div>
        <div className="rounded-xl bg-ink-850 p-3">
          <dt className="text-xs text-mist">{t('legion.monthPoints')}</dt>
          <dd className="text-lg font-semibold text-parchment">{points(account.month_points)}</dd>
        </div>
        <div className="rounded-xl bg-ink-850 p-3">
          <dt className="text-xs text-mist">{t('legion.earned')}</dt>
          <dd className="text-lg font-semibold text-parchment">{points(account.earned)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-mist">
          {account.can_claim
            ? t('legion.claimNow')
            : account.last_claim_at
              ? t('legion.nextClaim', { time: formatDateTime(account.next_claim_at, currentLang()) })
              : t('legion.nothingYet')}
        </p>
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!account.can_claim || claim.isPending}
          aria-busy={claim.isPending}
          onClick={onClaim}
        >
          {claim.isPending ? t('legion.claiming') : waiting ? t('legion.claimWait') : t('legion.claim')}
        </button>
      </div>
    </Section>
  );
}
