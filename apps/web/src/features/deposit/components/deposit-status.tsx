import { TxStatus } from '../../../components/chain-tx/tx-status.tsx';
import { TX_STEP_TEXT } from '../../../lib/chain-tx/step-text.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { DepositStep } from '../deposit-flow.ts';

const TEXT = {
  ...TX_STEP_TEXT,
  sending: 'deposit.step.sending',
  mining: 'deposit.step.mining',
  confirming: 'deposit.step.confirming',
  crediting: 'deposit.step.crediting',
} as const;

/** What the deposit waits for now (the wallet, a block, the confirmations, the credit), with a spinner. */
export function DepositStatus({ step, coin }: { step: DepositStep; coin: string }) {
  const { t } = useTranslation();
  if (!(step.kind in TEXT)) return null;
  return <TxStatus step={step.kind}>{t(TEXT[step.kind as keyof typeof TEXT], { symbol: coin })}</TxStatus>;
}
