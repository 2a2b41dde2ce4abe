import { assetDetailPath } from '@yuanlong/shared/activities';
import { tierOf } from '@yuanlong/shared/asset-art';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { MarketItem } from '@yuanlong/shared/market';
import { memo } from 'react';
import { Link } from 'react-router';
import { AssetPicture } from '../../../components/asset/asset-art.tsx';
import {
  CampTag,
  ElementTag,
  GradeBadge,
  Price,
  Stars,
  StatusBadge,
  TIER_BORDER,
} from '../../../components/asset/badges.tsx';
import { useNames } from '../../../lib/catalogue.ts';
import { useListingAction } from '../../../lib/listing-action.ts';
import { useServerName } from '../../../lib/servers.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { MARKET_TEST_IDS } from '../test-ids.ts';

/**
 * One listing in the market grid: picture, name, grade, star, camp and element, price, status.
 * `artWidth`: the picture's width in CSS pixels (its background is then a shared bitmap).
 */
export const MarketCard = memo(function MarketCard({
  item,
  artWidth,
}: {
  item: MarketItem;
  artWidth?: number;
}) {
  const { t } = useTranslation();
  const names = useNames();
  const action = useListingAction();
  const serverName = useServerName();
  // The app's action (add to cart) sits over the picture, beside the link, not inside it.
  return (
    <div className="relative h-full">
      <Link
        to={assetDetailPath(item.kind, item.id)}
        data-testid={MARKET_TEST_IDS.marketCard}
        data-asset-id={item.id}
        data-kind={item.kind}
        data-camp={item.camp ?? ''}
        data-profession={item.profession ?? ''}
        data-element={item.element ?? ''}
        data-grade={item.grade ?? ''}
        data-star={item.star ?? ''}
        data-coin={item.coin}
        data-price={item.price}
        data-server={item.server_id}
        className={`group flex h-full flex-col overflow-hidden rounded-2xl border bg-ink-900 shadow-lg shadow-black/30 transition motion-safe:hover:-translate-y-0.5 ${TIER_BORDER[tierOf(item.grade)]}`}
      >
        <AssetPicture asset={item} className="bg-ink-950" bitmapWidth={artWidth} />
        <div className="flex flex-1 flex-col gap-1.5 p-2.5 sm:p-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="min-w-0 truncate font-display text-sm font-bold text-parchment sm:text-base">
              {item.name}
            </h2>
            {item.star ? <Stars star={item.star} /> : null}
          </div>
          <div className="flex min-h-5 flex-wrap items-center gap-x-2 gap-y-1">
            {item.grade ? <GradeBadge grade={item.grade} /> : null}
            {item.camp ? <CampTag camp={item.camp} compact /> : null}
            {item.element ? <ElementTag element={item.element} compact /> : null}
            <span className="text-xs text-mist">{t('asset.level', { level: item.level })}</span>
          </div>
          <div className="mt-auto flex items-end justify-between gap-2 pt-1">
            <Price amount={item.price} coin={item.coin} />
            <span className="shrink-0 truncate rounded bg-ink-800 px-1.5 py-0.5 text-[11px] text-gold-200">
              {serverName(item.server_id)}
            </span>
          </div>
          <div className="flex items-center justify-between gap-2">
            <span className="min-w-0 truncate text-xs text-mist">{names('kind', item.kind)}</span>
            <StatusBadge status={CARD_STATUS.onSale} />
          </div>
        </div>
      </Link>
      {action ? (
        // Over the picture's lower right corner, clear of its camp and element emblems.
        <div className="pointer-events-none absolute inset-x-px top-px flex aspect-[3/4] items-end justify-end p-2 [&>*]:pointer-events-auto">
          {action(item, { compact: true })}
        </div>
      ) : null}
    </div>
  );
});
