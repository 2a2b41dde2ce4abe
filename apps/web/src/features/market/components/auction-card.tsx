import { assetDetailPath } from '@yuanlong/shared/activities';
import { tierOf } from '@yuanlong/shared/asset-art';
import type { Auction } from '@yuanlong/shared/auction';
import { memo } from 'react';
import { Link } from 'react-router';
import { AssetArt } from '../../../components/asset/asset-art.tsx';
import {
  CampTag,
  ElementTag,
  GradeBadge,
  Price,
  Stars,
  TIER_BORDER,
} from '../../../components/asset/badges.tsx';
import { LockCountdown } from '../../../components/lock-countdown.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** One NFT111 auction in the market grid: picture, name, current price and coin, bids, the lock countdown. */
export const AuctionCard = memo(function AuctionCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const asset = auction.asset;
  const kind = asset?.kind ?? (auction.collection_kind === 'dragon' ? 4 : 0);
  const name = asset?.name ?? `#${auction.token_id}`;
  const id = auction.asset_id ?? 0;
  const body = (
    <>
      <AssetArt
        id={id}
        kind={kind}
        camp={asset?.camp ?? null}
        element={asset?.element ?? null}
        grade={asset?.grade ?? null}
        name={name}
        label={name}
        className="bg-ink-950"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-2.5 sm:p-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="min-w-0 truncate font-display text-sm font-bold text-parchment sm:text-base">
            {name}
          </h2>
          {asset?.star ? <Stars star={asset.star} /> : null}
        </div>
        <div className="flex min-h-5 flex-wrap items-center gap-x-2 gap-y-1">
          {asset?.grade ? <GradeBadge grade={asset.grade} /> : null}
          {asset?.camp ? <CampTag camp={asset.camp} compact /> : null}
          {asset?.element ? <ElementTag element={asset.element} compact /> : null}
        </div>
        <div className="mt-auto pt-1">
          <Price amount={auction.price} coin={auction.coin ?? ''} />
        </div>
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-mist">{t('market.auction.bids', { count: auction.bid_count })}</span>
          <LockCountdown
            locksAt={auction.locks_at}
            locked={auction.locked}
            lockedLabel={t('auction.lockedShort')}
            className={auction.locked ? 'font-semibold text-ember-400' : 'font-semibold text-jade-300'}
          />
        </div>
      </div>
    </>
  );
  const className = `group flex h-full flex-col overflow-hidden rounded-2xl border bg-ink-900 shadow-lg shadow-black/30 transition motion-safe:hover:-translate-y-0.5 ${TIER_BORDER[tierOf(asset?.grade ?? null)]}`;
  const data = {
    'data-price': auction.price,
    'data-coin': auction.coin ?? '',
    'data-bids': auction.bid_count,
  };
  return auction.asset_id === null ? (
    <div {...data} className={className}>
      {body}
    </div>
  ) : (
    <Link to={assetDetailPath(kind, auction.asset_id)} {...data} className={className}>
      {body}
    </Link>
  );
});
