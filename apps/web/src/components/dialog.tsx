import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { CloseIcon } from './icons.tsx';
import { useReturnFocus } from './return-focus.ts';
import { keepOpenOnToasts } from './toaster.tsx';

interface ModalProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** False for a dialog that needs an answer: no close button, Escape and outside clicks do nothing. */
  dismissible?: boolean;
}

const keepOpen = (event: Event) => event.preventDefault();

/** The content of a centred modal (inside a Radix Dialog.Root): overlay, title, close button. */
export function ModalContent({ title, description, children, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm motion-safe:animate-fade-in" />
      <Dialog.Content
        {...returnFocus}
        className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-gold-500/30 bg-ink-900 p-6 shadow-2xl shadow-black/60 motion-safe:animate-pop-in"
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(dismissible
          ? { onInteractOutside: keepOpenOnToasts }
          : { onEscapeKeyDown: keepOpen, onInteractOutside: keepOpen })}
      >
        <Dialog.Title className="pr-10 font-display text-xl font-bold text-gold-200">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="mt-2 text-sm leading-relaxed text-mist">
            {description}
          </Dialog.Description>
        ) : null}
        <div className="mt-5">{children}</div>
        {dismissible ? (
          <Dialog.Close
            aria-label={t('common.close')}
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-mist hover:bg-white/5 hover:text-parchment"
          >
            <CloseIcon />
          </Dialog.Close>
        ) : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
