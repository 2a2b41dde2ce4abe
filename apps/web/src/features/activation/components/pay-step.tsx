import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import type { ActivationStep } from '../activation-flow.ts';

const TEXT = {
  connecting: 'activation.step.connecting',
  switching: 'activation.step.switching',
  checking: 'activation.step.checking',
  approving: 'activation.step.approving',
  approveConfirming: 'activation.step.approveConfirming',
  paying: 'activation.step.paying',
  reporting: 'activation.step.reporting',
} as const;

/** What the payment waits for now (the wallet, a block, the server), with a spinner. */
export function PayStep({ step, symbol }: { step: ActivationStep; symbol: string }) {
  const { t } = useTranslation();
  if (!(step.kind in TEXT)) return null;
  const key = TEXT[step.kind as keyof typeof TEXT];
  return (
    <p
      role="status"
      data-testid={TEST_IDS.activationStep}
      data-step={step.kind}
      className="flex items-center gap-2.5 text-sm text-gold-100"
    >
      <span
        aria-hidden="true"
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-gold-300 border-t-transparent"
      />
      {t(key, { symbol })}
    </p>
  );
}
