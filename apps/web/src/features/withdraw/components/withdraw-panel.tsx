import type { Coin } from '@yuanlong/shared/coins';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { ActivationBlocked, BlockedNotice } from '../../../components/blocked-notice.tsx';
import { isActivated, useActivation } from '../../../lib/activation.ts';
import { useChainSettings } from '../../../lib/chain-settings.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { sharedMessage } from '../../../lib/validation.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { minimumOf, nextAllowedAt, securityHoldUntil } from '../withdraw-rules.ts';
import { LoadError } from './load-error.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawResult } from './withdraw-result.tsx';

interface WithdrawPanelProps {
  coin: Coin;
  /** The withdrawal this dialog asked for (null before): then its progress is shown. */
  created: Withdrawal | null;
  onCreated(withdrawal: Withdrawal): void;
}

/**
 * The dialog's body: blocked until the account is activated and has an e-mail; then the terms and
 * the form, and once asked, the withdrawal's progress as the polled list has it.
 */
export function WithdrawPanel({ coin, created, onCreated }: WithdrawPanelProps) {
  const { t } = useTranslation();
  const user = useUserInfo().data;
  const activation = useActivation();
  const withdrawals = useWithdrawals();
  const explorerUrl = useChainSettings().data?.explorer_url ?? '';
  const rules = withdrawals.data;

  if (created) {
    const live = rules?.items.find((w) => w.id === created.id) ?? created;
    return <WithdrawResult withdrawal={live} explorerUrl={explorerUrl} />;
  }
  if (withdrawals.isError && !rules) {
    return <LoadError onRetry={() => void withdrawals.refetch()} pending={withdrawals.isFetching} />;
  }
  if (!user || !rules || (activation.isPending && !activation.isError)) {
    return <div className="skeleton h-72 rounded-xl" aria-busy="true" />;
  }
  if (isActivated(activation.data) === false) {
    return <ActivationBlocked message={sharedMessage('activateFirst')} />;
  }
  if (!user.email) {
    return (
      <BlockedNotice
        message={sharedMessage('bindEmailFirst')}
        to="/setting#setting-email"
        linkLabel={t('setting.goBindEmail')}
      />
    );
  }
  return (
    <WithdrawForm
      coin={coin}
      user={user}
      minimum={minimumOf(rules, coin) ?? 0n}
      nextAllowed={nextAllowedAt(rules)}
      securityHold={securityHoldUntil(rules)}
      onCreated={onCreated}
    />
  );
}
