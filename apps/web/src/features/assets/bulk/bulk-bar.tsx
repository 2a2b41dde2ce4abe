import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { MARKET_BATCH_MAX } from '@yuanlong/shared/market-batch';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { BulkCancelDialog } from './bulk-cancel-dialog.tsx';
import { BulkSellDialog } from './bulk-sell-dialog.tsx';
import type { Selection } from './use-selection.ts';

/**
 * The bar under my assets while picking several: how many, list them (at one price or each its
 * own), take the listed ones off the market, or stop picking.
 */
export function BulkBar({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'sell' | 'cancel' | null>(null);
  const picked = selection.picked;
  const listed = picked.filter((asset) => asset.status === CARD_STATUS.onSale);
  return (
    <section
      aria-label={t('bulk.bar')}
      className="sticky bottom-3 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-2xl border border-gold-500/40 bg-ink-900/95 p-3 shadow-2xl shadow-black/60 backdrop-blur"
    >
      <p role="status" className="min-w-0 flex-1 basis-full text-sm text-parchment sm:basis-auto">
        {t('bulk.picked', { count: picked.length, max: MARKET_BATCH_MAX })}
      </p>
      <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
        <button
          type="button"
          onClick={selection.stop}
          className={`${buttonStyles.ghost} min-h-10 px-2 whitespace-nowrap sm:px-3`}
        >
          {t('bulk.stop')}
        </button>
        <button
          type="button"
          disabled={!listed.length}
          onClick={() => setOpen('cancel')}
          className={`${buttonStyles.ghost} min-h-10 border border-ember-400/40 px-2 whitespace-nowrap text-ember-100 sm:px-3`}
        >
          {t('bulk.cancelListings', { count: listed.length })}
        </button>
        <button
          type="button"
          disabled={!picked.length}
          onClick={() => setOpen('sell')}
          className={`${buttonStyles.primary} min-h-10 px-2 whitespace-nowrap sm:px-3`}
        >
          {t('bulk.list', { count: picked.length })}
        </button>
      </div>
      <BulkSellDialog
        assets={picked}
        open={open === 'sell'}
        onOpenChange={(next) => setOpen(next ? 'sell' : null)}
        onDone={selection.drop}
      />
      <BulkCancelDialog
        assets={listed}
        open={open === 'cancel'}
        onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
        onDone={selection.drop}
      />
    </section>
  );
}
