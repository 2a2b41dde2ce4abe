import { formatUnits } from '@yuanlong/shared/coins';
import { type FormEvent, useRef, useState } from 'react';
import { AmountField, amountProblemText } from '../../../components/amount-field.tsx';
import { ApprovalWait } from '../../../components/chain-tx/chain-wait.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { plainAmount } from '../../../lib/amount-check.ts';
import type { WalletCoin } from '../../../lib/chain-tx/use-wallet-coin.ts';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  type AmountProblem,
  checkDepositAmount,
  GAS_RESERVE,
  maxDeposit,
  needsApproval,
} from '../deposit-amount.ts';
import { isDepositBusy } from '../deposit-flow.ts';
import type { useDeposit } from '../use-deposit.ts';
import { DepositBalances } from './deposit-balances.tsx';
import { DepositError } from './deposit-error.tsx';
import { DepositStatus } from './deposit-status.tsx';

interface DepositFormProps {
  coin: string;
  /** BNB: no approval, and the network fee comes out of the same balance. */
  native: boolean;
  wallet: WalletCoin;
  /** The coin's available game balance, in base units. */
  gameBalance: bigint;
  /** The coin's minimum deposit in base units; undefined while asked, null when unknown (not checked). */
  minimum?: bigint | null;
  explorerUrl: string;
  deposit: ReturnType<typeof useDeposit>;
}

/**
 * The amount to deposit, checked with the coin's decimals against the wallet's balance, and the
 * run up to the moment the deposit is sent: the wallet's steps, the network prompt, the errors.
 */
export function DepositForm({
  coin,
  native,
  wallet,
  gameBalance,
  minimum,
  explorerUrl,
  deposit,
}: DepositFormProps) {
  const { t } = useTranslation();
  const { step } = deposit;
  const form = useRef<HTMLFormElement>(null);
  const focusAmount = () => form.current?.querySelector('input')?.focus();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { decimals, balance } = wallet;
  // The minimum is checked before the wallet is asked: the form waits for it (unless it cannot be had).
  const known = decimals !== undefined && minimum !== undefined;
  const checked = known
    ? checkDepositAmount(text, { decimals, balance, native, minimum: minimum ?? undefined })
    : {};
  // An empty field is only a problem once the user tries to deposit; the rest shows as they type.
  const problem = submitted || checked.error !== 'amountPositive' ? checked.error : undefined;
  const busy = isDepositBusy(step);
  const twoSteps = needsApproval(native, wallet.allowance, checked.amount);

  const message = (error: AmountProblem) => {
    if (error === 'belowMinimum') {
      return t('deposit.error.belowMinimum', {
        minimum: formatUnits(minimum ?? 0n, decimals ?? 0),
        symbol: coin,
      });
    }
    if (error === 'gasReserve') {
      return t('deposit.error.gasReserve', { reserve: formatUnits(GAS_RESERVE, 18), symbol: coin });
    }
    return amountProblemText(t, error, decimals ?? 0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || !known) return;
    if (checked.amount === undefined) {
      focusAmount();
      return;
    }
    deposit.start(checked.amount);
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DepositBalances coin={coin} wallet={wallet} gameBalance={gameBalance} />
      <AmountField
        label={t('deposit.amount', { symbol: coin })}
        value={text}
        onChange={setText}
        max={known && balance !== undefined ? plainAmount(maxDeposit(balance, native), decimals) : undefined}
        disabled={busy}
        error={problem ? message(problem) : undefined}
        hint={
          minimum && decimals !== undefined
            ? t('deposit.minimum', { minimum: formatUnits(minimum, decimals), symbol: coin })
            : undefined
        }
      />
      {twoSteps || native ? (
        <p className="text-xs leading-relaxed text-mist">
          {native ? t('deposit.gasNote') : t('deposit.twoSteps', { symbol: coin })}
        </p>
      ) : null}
      {wallet.failed ? <p className="text-sm text-ember-400">{t('tx.readFailed')}</p> : null}
      {isNetworkStep(step) ? (
        <WrongNetwork step={step} onSwitch={() => checked.amount && deposit.switchChain(checked.amount)} />
      ) : null}
      {step.kind === 'failed' ? <DepositError reason={step.reason} /> : null}
      {busy ? <DepositStatus step={step} coin={coin} /> : null}
      <ApprovalWait step={step} explorerUrl={explorerUrl} />
      <DialogActions
        label={
          step.kind === 'failed'
            ? t('deposit.retry')
            : checked.amount !== undefined
              ? t('deposit.submit', { amount: formatUnits(checked.amount, decimals ?? 0), symbol: coin })
              : t('deposit.submitPlain')
        }
        busy={busy}
        disabled={!known}
      />
    </form>
  );
}
