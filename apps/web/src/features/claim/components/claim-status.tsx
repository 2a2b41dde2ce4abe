import { TxStatus } from '../../../components/chain-tx/tx-status.tsx';
import { TX_STEP_TEXT, WALLET_FAILURE_TEXT } from '../../../lib/chain-tx/step-text.ts';
import type { TxFailure } from '../../../lib/chain-tx/tx-flow.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';
import type { ClaimStep } from '../claim-flow.ts';

const STEP_TEXT = {
  ...TX_STEP_TEXT,
  requesting: 'claim.step.requesting',
  sending: 'claim.step.sending',
  mining: 'claim.step.mining',
  confirming: 'claim.step.confirming',
  finishing: 'claim.step.finishing',
} as const;

const FAILURE_TEXT = {
  ...WALLET_FAILURE_TEXT,
  unavailable: 'claim.error.unavailable',
  reverted: 'claim.error.reverted',
  unknown: 'claim.error.unknown',
  api: 'claim.error.unknown',
} as const;

/** What the claim waits for now (the server, the wallet, a block, the confirmations, the game), with a spinner. */
export function ClaimStatus({ step }: { step: ClaimStep }) {
  const { t } = useTranslation();
  if (!(step.kind in STEP_TEXT)) return null;
  return <TxStatus step={step.kind}>{t(STEP_TEXT[step.kind as keyof typeof STEP_TEXT])}</TxStatus>;
}

/** The voucher's deadline in the reader's language. */
export const validUntilText = (deadline: string) => formatDateTime(Number(deadline) * 1000, currentLang());

/** Why a claim stopped, in words; null when it did not. `deadline` is the voucher's, once known. */
export function claimFailureText(t: TFunction, step: ClaimStep, deadline?: string): string | null {
  if (step.kind === 'refused') return step.message;
  if (step.kind === 'expired') return t('claim.error.expired');
  if (step.kind !== 'failed') return null;
  const reason: TxFailure = step.reason;
  if (reason === 'rejected') {
    return deadline
      ? t('claim.error.rejected', { time: validUntilText(deadline) })
      : t('claim.error.rejectedPlain');
  }
  if (reason === 'insufficient') return sharedMessage('insufficientBalance');
  return t(FAILURE_TEXT[reason]);
}

/** Why the claim stopped, in words (the server's own message when it refused). */
export function ClaimError({ step, deadline }: { step: ClaimStep; deadline?: string }) {
  const { t } = useTranslation();
  const text = claimFailureText(t, step, deadline);
  if (text === null) return null;
  return (
    <p
      role="alert"
      data-reason={step.kind === 'failed' ? step.reason : step.kind}
      className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm leading-relaxed text-ember-100"
    >
      {text}
    </p>
  );
}
