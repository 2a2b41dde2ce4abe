import * as Dialog from '@radix-ui/react-dialog';
import { ModalContent } from '../../../components/dialog.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCancelSale } from '../api/cancel-sale.ts';
import type { TradeTarget } from '../trade-target.ts';

/** Confirms taking a listing off the market. */
export function CancelDialog({
  target,
  open,
  onOpenChange,
}: {
  target: TradeTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelSale();
  const confirm = async () => {
    try {
      await cancel.mutateAsync(target.id);
    } catch {
      return; // The API client has shown the server's message.
    }
    showToast(t('trade.cancelled', { name: target.name }), 'success');
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent title={t('trade.cancelTitle')} description={t('trade.cancelBody', { name: target.name })}>
        <DialogActions
          cancelLabel={t('trade.keepListing')}
          label={t('trade.cancelConfirm')}
          pending={cancel.isPending}
          danger
          onClick={confirm}
        />
      </ModalContent>
    </Dialog.Root>
  );
}
