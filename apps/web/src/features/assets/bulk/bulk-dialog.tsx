import * as Dialog from '@radix-ui/react-dialog';
import type { BatchFailure } from '@yuanlong/shared/market-batch';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { type ReactNode, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { BatchResults } from './batch-results.tsx';
import { distinctNames } from './distinct-names.ts';

type BatchResult = { items: readonly ({ id: number; ok: true } | BatchFailure)[] };

/**
 * A bulk action on the picked assets: the form (`children`, given `finish` to call with the
 * server's answer), then the result per item; the assets done leave the selection (`onDone`).
 */
export function BulkDialog<R extends BatchResult>({
  assets,
  open,
  onOpenChange,
  onDone,
  title,
  description,
  doneLabel,
  children,
}: {
  assets: readonly OwnedAsset[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (ids: number[]) => void;
  /** The dialog's title for `count` assets. */
  title: (count: number) => string;
  description: string;
  doneLabel: string;
  children: (finish: (result: R) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<R | null>(null);
  const [sent, setSent] = useState<readonly OwnedAsset[]>([]);
  const finish = (r: R) => {
    setSent(assets);
    setResult(r);
    onDone(r.items.filter((item) => item.ok).map((item) => item.id));
  };
  const sentNames = distinctNames(sent);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setResult(null);
        onOpenChange(next);
      }}
    >
      <ModalContent
        title={title(result ? result.items.length : assets.length)}
        description={result ? undefined : description}
      >
        {!open ? null : result ? (
          <div className="flex flex-col gap-4">
            <BatchResults
              items={result.items}
              nameOf={(id) => sentNames.get(id) ?? `#${id}`}
              doneLabel={doneLabel}
            />
            <Dialog.Close className={`${buttonStyles.primary} w-full`}>{t('common.close')}</Dialog.Close>
          </div>
        ) : (
          children(finish)
        )}
      </ModalContent>
    </Dialog.Root>
  );
}
