import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { waitingConfirmations } from '../../lib/chain-tx/confirmations.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';
import { buttonStyles } from '../button-styles.ts';
import { ChainWait } from './chain-wait.tsx';

/**
 * A flow's transaction sent and waiting on the chain, in its dialog: the heading (it takes the
 * focus), the step, confirmations n of N with the transaction, what happens next, and Close (the
 * wait goes on when the dialog closes).
 */
export function FlowWaiting({
  heading,
  status,
  step,
  required,
  explorerUrl,
  note,
}: {
  heading?: string;
  status: ReactNode;
  step: { kind: string; confirmations?: number; hash: string | null };
  required: number;
  explorerUrl: string;
  note: string;
}) {
  const { t } = useTranslation();
  const focus = useFocusOnMount();
  return (
    <div className="flex flex-col gap-4">
      {heading ? (
        <p ref={focus} tabIndex={-1} className="font-display text-lg font-bold text-gold-100 outline-none">
          {heading}
        </p>
      ) : null}
      {status}
      <ChainWait
        confirmations={waitingConfirmations(step, required)}
        required={required}
        txHash={step.hash}
        explorerUrl={explorerUrl}
      />
      <p className="text-xs leading-relaxed text-mist">{note}</p>
      <Dialog.Close className={`${buttonStyles.secondary} sm:self-end`}>{t('common.close')}</Dialog.Close>
    </div>
  );
}
