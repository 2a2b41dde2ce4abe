import { Section } from '../../../components/section.tsx';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { LoadError } from './load-error.tsx';
import { WithdrawalItem } from './withdrawal-item.tsx';

const LIST = 'grid gap-2.5 lg:grid-cols-2';

function Loading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden="true" className={LIST}>
        <div className="skeleton h-28 rounded-xl" />
        <div className="skeleton h-28 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The account page's withdrawals: newest first, each with its state and progress; the list polls
 * while one is queued or sent.
 */
export function WithdrawalsSection() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals();
  const explorerUrl = useChainSettings().data?.explorer_url ?? '';
  const items = withdrawals.data?.items;
  return (
    <Section title={t('withdraw.listTitle')}>
      {items ? (
        items.length === 0 ? (
          <p className="text-sm text-mist">{t('withdraw.empty')}</p>
        ) : (
          <ul className={LIST}>
            {items.map((withdrawal) => (
              <li key={withdrawal.id} className="min-w-0">
                <WithdrawalItem withdrawal={withdrawal} explorerUrl={explorerUrl} />
              </li>
            ))}
          </ul>
        )
      ) : withdrawals.isError ? (
        <LoadError onRetry={() => void withdrawals.refetch()} pending={withdrawals.isFetching} />
      ) : (
        <Loading />
      )}
    </Section>
  );
}
