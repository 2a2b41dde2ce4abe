import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles.ts';
import { ModalContent } from './dialog.tsx';

/**
 * The button that opens an asset's wallet flow (a spinner and the progress while one runs, which
 * its accessible name also says) and the flow's dialog around `children`.
 */
export function FlowDialog({
  open,
  onOpenChange,
  name,
  text,
  progress,
  busy,
  step,
  compact,
  assetId,
  title,
  description,
  offer,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's accessible name when idle (e.g. "Move Dragon to your wallet"). */
  name: string;
  /** The button's text when idle. */
  text: string;
  progress: string | undefined;
  busy: boolean;
  step: string;
  compact: boolean;
  assetId: number;
  title: string;
  description: string;
  /** What the button offers (data-offer), where the flow has more than one. */
  offer?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        data-offer={offer}
        data-step={step}
        aria-label={`${name}${progress ? `: ${progress}` : ''}`}
        className={`${buttonStyles.secondary} ${compact ? 'min-h-10 self-start px-3 text-sm' : 'w-full'}`}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-gold-300 border-t-transparent"
          />
        ) : null}
        <span className="tabular-nums">{progress ?? text}</span>
      </Dialog.Trigger>
      <ModalContent title={title} description={description}>
        <div data-asset-id={assetId} data-step={step}>
          {children}
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
