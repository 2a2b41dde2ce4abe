import { TxStatus } from '../../../components/chain-tx/tx-status.tsx';
import { TX_STEP_TEXT } from '../../../lib/chain-tx/step-text.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { ActivationStep } from '../activation-flow.ts';

const TEXT = {
  ...TX_STEP_TEXT,
  sending: 'activation.step.paying',
  reporting: 'activation.step.reporting',
} as const;

/** What the payment waits for now (the wallet, a block, the server), with a spinner. */
export function PayStep({ step, symbol }: { step: ActivationStep; symbol: string }) {
  const { t } = useTranslation();
  if (!(step.kind in TEXT)) return null;
  return <TxStatus step={step.kind}>{t(TEXT[step.kind as keyof typeof TEXT], { symbol })}</TxStatus>;
}
