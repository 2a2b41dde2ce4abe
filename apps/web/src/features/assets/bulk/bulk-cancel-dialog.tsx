import type { BulkCancelResult } from '@yuanlong/shared/market-batch';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useBulkCancel } from '../api/bulk-trade.ts';
import { BulkDialog } from './bulk-dialog.tsx';

/** Takes the picked listings off the market after a confirmation; then the result per item. */
export function BulkCancelDialog(props: {
  assets: readonly OwnedAsset[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const cancel = useBulkCancel();
  const { assets } = props;
  return (
    <BulkDialog<BulkCancelResult>
      {...props}
      title={(count) => t('bulk.cancelTitle', { count })}
      description={t('bulk.cancelBody')}
      doneLabel={t('bulk.cancelled')}
    >
      {(finish) => (
        <DialogActions
          cancelLabel={t('trade.keepListing')}
          label={t('bulk.cancelSubmit', { count: assets.length })}
          pending={cancel.isPending}
          danger
          onClick={async () => {
            try {
              finish(await cancel.mutateAsync({ ids: assets.map((a) => a.id) }));
            } catch {
              // The API client has shown the server's message.
            }
          }}
        />
      )}
    </BulkDialog>
  );
}
