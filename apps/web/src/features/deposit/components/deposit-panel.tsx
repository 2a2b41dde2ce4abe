import { NATIVE_DECIMALS } from '@yuanlong/shared/coins';
import type { ChainSettings } from '@yuanlong/shared/website';
import type { Address } from 'viem';
import { ActivationBlocked } from '../../../components/blocked-notice.tsx';
import { isActivated, useActivation } from '../../../lib/activation.ts';
import { useWalletCoin } from '../../../lib/chain-tx/use-wallet-coin.ts';
import { useUserInfo } from '../../../lib/user-info.ts';
import { sharedMessage } from '../../../lib/validation.ts';
import { useDepositMinimum } from '../api/get-deposit-minimums.ts';
import { isDepositWaiting } from '../deposit-flow.ts';
import type { useDeposit } from '../use-deposit.ts';
import { DepositDone } from './deposit-done.tsx';
import { DepositForm } from './deposit-form.tsx';
import { DepositWaiting } from './deposit-waiting.tsx';

const asAddress = (value: string | undefined): Address | undefined =>
  value && /^0x[0-9a-fA-F]{40}$/.test(value) ? (value as Address) : undefined;

interface DepositPanelProps {
  coin: string;
  /** The coin's ERC-20, or null for BNB. */
  contract: Address | null;
  settings: ChainSettings;
  deposit: ReturnType<typeof useDeposit>;
}

/**
 * The dialog's body: blocked until the account is activated; then the form, the wait for the
 * confirmations and the credit, and the result. The wallet's side is always the signed-in
 * address's (the deposit must come from it).
 */
export function DepositPanel({ coin, contract, settings, deposit }: DepositPanelProps) {
  const user = useUserInfo().data;
  const activation = useActivation();
  const native = contract === null;
  const vault = asAddress(settings.contracts?.vault);
  const wallet = useWalletCoin(settings.chain_id, contract, asAddress(user?.address), vault);
  const minimum = useDepositMinimum(coin);
  const { step, amount } = deposit;
  const decimals = wallet.decimals ?? (native ? NATIVE_DECIMALS : undefined);
  const explorerUrl = settings.explorer_url;

  if (!user || (activation.isPending && !activation.isError)) {
    return <div className="skeleton h-40 rounded-xl" aria-hidden="true" />;
  }
  if (isActivated(activation.data) === false) {
    return <ActivationBlocked message={sharedMessage('activateTopUp')} />;
  }
  if (step.kind === 'done' && decimals !== undefined) {
    return (
      <DepositDone
        coin={coin}
        amount={amount}
        balance={step.balance}
        decimals={decimals}
        txHash={step.hash}
        explorerUrl={explorerUrl}
        onMore={deposit.reset}
      />
    );
  }
  if (isDepositWaiting(step) && decimals !== undefined) {
    return (
      <DepositWaiting
        step={step}
        coin={coin}
        amount={amount}
        decimals={decimals}
        required={settings.confirmations}
        explorerUrl={explorerUrl}
      />
    );
  }
  return (
    <DepositForm
      coin={coin}
      native={native}
      wallet={wallet}
      gameBalance={BigInt(user.coins[coin] ?? '0')}
      minimum={minimum}
      explorerUrl={explorerUrl}
      deposit={deposit}
    />
  );
}
