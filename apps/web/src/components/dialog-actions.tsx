import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../lib/translation.tsx';
import { buttonStyles } from './button-styles.ts';

/**
 * A dialog's closing row: Cancel (closes it) and the action, which submits the form unless it has
 * its own `onClick`. `pending` says "Processing…" in its place; `busy` keeps its text and sets
 * aria-busy; either disables it.
 */
export function DialogActions({
  label,
  pending = false,
  busy = false,
  disabled = false,
  danger = false,
  onClick,
  cancelLabel,
}: {
  label: string;
  pending?: boolean;
  busy?: boolean;
  disabled?: boolean;
  danger?: boolean;
  onClick?: () => void;
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Dialog.Close className={buttonStyles.ghost}>{cancelLabel ?? t('common.cancel')}</Dialog.Close>
      <button
        type={onClick ? 'button' : 'submit'}
        disabled={pending || busy || disabled}
        aria-busy={busy || undefined}
        onClick={onClick}
        className={danger ? buttonStyles.danger : buttonStyles.primary}
      >
        {pending ? t('common.processing') : label}
      </button>
    </div>
  );
}
