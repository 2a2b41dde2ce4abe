import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '../../../components/button-styles.ts';
import { FlowWaiting } from '../../../components/chain-tx/flow-waiting.tsx';
import { TxHash, TxLink } from '../../../components/chain-tx/tx-ref.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import type { ClaimStep, ClaimWaitingStep } from '../claim-flow.ts';
import { ClaimStatus } from './claim-status.tsx';

/** The voucher is sent: its block, confirmations n of N, then the game. It goes on if closed. */
export function ClaimWaiting({
  step,
  name,
  required,
  explorerUrl,
}: {
  step: ClaimWaitingStep;
  name: string;
  required: number;
  explorerUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <FlowWaiting
      heading={t('claim.moving', { name })}
      status={<ClaimStatus step={step} />}
      step={step}
      required={required}
      explorerUrl={explorerUrl}
      note={t('claim.waitingBody', { total: required })}
    />
  );
}

/** The asset is in the wallet: said so, with the transaction when this page sent it. */
export function ClaimDone({
  step,
  name,
  explorerUrl,
}: {
  step: Extract<ClaimStep, { kind: 'done' }>;
  name: string;
  explorerUrl: string;
}) {
  const { t } = useTranslation();
  const focus = useFocusOnMount();
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border border-jade-400/40 bg-jade-400/10 p-4">
        <p ref={focus} tabIndex={-1} className="font-display text-lg font-bold text-jade-200 outline-none">
          {t('claim.done', { name })}
        </p>
        <p className="mt-1 text-sm leading-relaxed text-mist">{t('claim.doneBody')}</p>
      </div>
      {step.hash ? (
        <div className="flex flex-col gap-1">
          <TxHash txHash={step.hash} />
          <TxLink txHash={step.hash} explorerUrl={explorerUrl} />
        </div>
      ) : null}
      <Dialog.Close className={`${buttonStyles.primary} sm:self-end`}>{t('claim.close')}</Dialog.Close>
    </div>
  );
}
