import { formatUnits } from '@yuanlong/shared/coins';
import { FlowWaiting } from '../../../components/chain-tx/flow-waiting.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { DepositWaitingStep } from '../deposit-flow.ts';
import { DepositStatus } from './deposit-status.tsx';

/** The deposit is sent: its block, confirmations n of N, then the credit. It goes on if closed. */
export function DepositWaiting({
  step,
  coin,
  amount,
  decimals,
  required,
  explorerUrl,
}: {
  step: DepositWaitingStep;
  coin: string;
  amount: bigint;
  decimals: number;
  required: number;
  explorerUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <FlowWaiting
      heading={t('deposit.depositing', { amount: formatUnits(amount, decimals), symbol: coin })}
      status={<DepositStatus step={step} coin={coin} />}
      step={step}
      required={required}
      explorerUrl={explorerUrl}
      note={t('deposit.waitingBody', { total: required })}
    />
  );
}
