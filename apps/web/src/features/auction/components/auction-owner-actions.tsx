import type { AuctionDetail } from '@yuanlong/shared/auction';
import { buttonStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isAuctionBusy } from '../auction-flow.ts';
import { cancelPlan, withdrawNftPlan } from '../auction-plans.ts';
import { useAuctionTx } from '../use-auction-tx.ts';
import { AuctionTxState } from './auction-tx-status.tsx';

/**
 * What the holder may do: cancel while there is no bid (the seller), withdraw the NFT once the
 * auction is locked. Nothing for anyone else.
 */
export function AuctionOwnerActions({ auction, account }: { auction: AuctionDetail; account: string }) {
  const { t } = useTranslation();
  const tx = useAuctionTx(auction.asset_id);
  const busy = isAuctionBusy(tx.step);
  if (auction.holder !== account || auction.state !== 'open') {
    return tx.step.kind === 'idle' ? null : <AuctionTxState tx={tx} />;
  }
  const canCancel = auction.bid_count === 0;
  const canWithdraw = auction.locked;
  if (!canCancel && !canWithdraw) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-950/60 p-3">
      <p className="text-sm text-mist">{canWithdraw ? t('auction.withdrawNote') : t('auction.cancelNote')}</p>
      <AuctionTxState tx={tx} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {canWithdraw ? (
          <button
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => tx.start(withdrawNftPlan(account, auction))}
            className={`${buttonStyles.primary} flex-1`}
          >
            {t('auction.withdrawNft')}
          </button>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => tx.start(cancelPlan(account, auction))}
            className={`${buttonStyles.secondary} flex-1`}
          >
            {t('auction.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
