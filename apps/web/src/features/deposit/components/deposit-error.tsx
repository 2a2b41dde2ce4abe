import { WALLET_FAILURE_TEXT } from '../../../lib/chain-tx/step-text.ts';
import type { TxFailure } from '../../../lib/chain-tx/tx-flow.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';

const TEXT = {
  ...WALLET_FAILURE_TEXT,
  rejected: 'deposit.error.rejected',
  unavailable: 'deposit.error.unavailable',
  reverted: 'deposit.error.reverted',
  unknown: 'deposit.error.unknown',
} as const;

/** Why a deposit stopped, in words. */
export function failureText(t: TFunction, reason: Exclude<TxFailure, 'api'>): string {
  return reason === 'insufficient' ? sharedMessage('insufficientBalance') : t(TEXT[reason]);
}

/** Why the deposit stopped, in words; API failures were already toasted. */
export function DepositError({ reason }: { reason: TxFailure }) {
  const { t } = useTranslation();
  if (reason === 'api') return null;
  return (
    <p
      role="alert"
      data-reason={reason}
      className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm leading-relaxed text-ember-100"
    >
      {failureText(t, reason)}
    </p>
  );
}
