import * as Dialog from '@radix-ui/react-dialog';
import type { BulkCancelResult } from '@yuanlong/shared/market-batch';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close className={buttonStyles.ghost}>{t('trade.keepListing')}</Dialog.Close>
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={async () => {
              try {
                finish(await cancel.mutateAsync({ ids: assets.map((a) => a.id) }));
              } catch {
                // The API client has shown the server's message.
              }
            }}
            className={buttonStyles.danger}
          >
            {cancel.isPending ? t('common.processing') : t('bulk.cancelSubmit', { count: assets.length })}
          </button>
        </div>
      )}
    </BulkDialog>
  );
}
