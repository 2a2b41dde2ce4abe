import * as Dialog from '@radix-ui/react-dialog';
import type { BulkCancelResult } from '@yuanlong/shared/market-batch';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { useBulkCancel } from '../api/bulk-trade.ts';
import { BatchResults } from './batch-results.tsx';

/** Takes the picked listings off the market after a confirmation; then the result per item. */
export function BulkCancelDialog({
  assets,
  open,
  onOpenChange,
  onDone,
}: {
  assets: readonly OwnedAsset[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const cancel = useBulkCancel();
  const [result, setResult] = useState<BulkCancelResult | null>(null);
  const [sent, setSent] = useState<readonly OwnedAsset[]>([]);
  const confirm = async () => {
    try {
      const r = await cancel.mutateAsync({ ids: assets.map((a) => a.id) });
      setSent(assets);
      setResult(r);
      onDone(r.items.filter((item) => item.ok).map((item) => item.id));
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setResult(null);
        onOpenChange(next);
      }}
    >
      <ModalContent
        testId="bulk-cancel-dialog"
        title={t('bulk.cancelTitle', { count: result ? result.items.length : assets.length })}
        description={result ? undefined : t('bulk.cancelBody')}
      >
        {result ? (
          <div className="flex flex-col gap-4">
            <BatchResults
              items={result.items}
              nameOf={(id) => sent.find((a) => a.id === id)?.name ?? `#${id}`}
              doneLabel={t('bulk.cancelled')}
            />
            <Dialog.Close className={`${buttonStyles.primary} w-full`}>{t('common.close')}</Dialog.Close>
          </div>
        ) : (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonStyles.ghost}>{t('trade.keepListing')}</Dialog.Close>
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={confirm}
              className={buttonStyles.danger}
            >
              {cancel.isPending ? t('common.processing') : t('bulk.cancelSubmit', { count: assets.length })}
            </button>
          </div>
        )}
      </ModalContent>
    </Dialog.Root>
  );
}
