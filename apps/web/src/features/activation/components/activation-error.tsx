import { WALLET_FAILURE_TEXT } from '../../../lib/chain-tx/step-text.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import type { ActivationFailure } from '../activation-flow.ts';

const TEXT = {
  ...WALLET_FAILURE_TEXT,
  rejected: 'activation.error.rejected',
  unavailable: 'activation.error.unavailable',
  reverted: 'activation.error.reverted',
  unknown: 'activation.error.unknown',
} as const;

/** Why the payment stopped, in words; API failures were already toasted. */
export function ActivationError({
  reason,
  price,
  symbol,
}: {
  reason: ActivationFailure;
  price: string;
  symbol: string;
}) {
  const { t } = useTranslation();
  if (reason === 'api') return null;
  return (
    <div
      role="alert"
      data-reason={reason}
      className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm leading-relaxed text-ember-100"
    >
      {reason === 'insufficient' ? (
        <>
          <p>{t('activation.error.insufficient', { price, symbol })}</p>
          <p className="mt-1 font-semibold">{sharedMessage('activateTopUp')}</p>
        </>
      ) : (
        <p>{t(TEXT[reason])}</p>
      )}
    </div>
  );
}
