import { syncFreezes } from '@yuanlong/shared/asset-sync';
import type { CardDetail } from '@yuanlong/shared/card';
import { Price } from '../../../components/asset/badges.tsx';
import { isActivated, useActivation } from '../../../lib/activation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useListingAction } from '../../../lib/listing-action.ts';
import { useOwnerAssetAction } from '../../../lib/owner-asset-action.ts';
import { useToken } from '../../../lib/token.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { relationOf, tradeAvailability } from '../trade-rules.ts';
import { SyncPill } from './sync-pill.tsx';
import { TradeActions } from './trade-actions.tsx';

/** The asset's price (or "not on sale") and what the viewer may do: buy, sell, modify, cancel, log in. */
export function TradePanel({ asset }: { asset: CardDetail }) {
  const { t } = useTranslation();
  const loggedIn = Boolean(useToken());
  const user = useUserInfo();
  const activation = useActivation();
  const extra = useOwnerAssetAction();
  const listingAction = useListingAction();
  const waiting = loggedIn && user.isPending;
  const relation = relationOf(loggedIn, user.data?.userid, asset.owner.userid);
  const availability = tradeAvailability({
    relation,
    status: asset.status,
    location: asset.location,
    listed: asset.listing !== null,
    online: user.data?.is_online ?? false,
    activated: isActivated(activation.data),
    sync: asset.sync,
    emailBound: user.data ? user.data.email !== '' : undefined,
    serverId: asset.server_id,
    viewerServerId: user.data?.server_id,
  });
  const frozen = syncFreezes(asset.sync);
  const listing = asset.listing;
  return (
    <section
      aria-label={t('trade.panel')}
      className="rounded-2xl border border-gold-500/25 bg-gradient-to-b from-ink-850 to-ink-900 p-4 shadow-lg shadow-black/30"
    >
      {listing ? (
        <div className="mb-4">
          <dl>
            <dt className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
              {t('trade.currentPrice')}
            </dt>
            <dd className="mt-1">
              <Price amount={listing.price} coin={listing.coin} size="lg" />
            </dd>
          </dl>
          <p className="mt-1 text-xs text-mist">
            {t('trade.listedBy', {
              seller: listing.seller,
              at: formatDateTime(listing.listed_at, currentLang()),
            })}
          </p>
        </div>
      ) : (
        <p className="mb-4 font-display text-lg font-semibold text-mist">{t('trade.notListed')}</p>
      )}
      {asset.sync ? (
        <div className="mb-3">
          <SyncPill sync={asset.sync} />
        </div>
      ) : null}
      {waiting ? (
        <div className="skeleton h-11 rounded-xl" aria-hidden="true" />
      ) : (
        <div className="flex flex-col gap-2">
          <TradeActions
            target={{ id: asset.id, kind: asset.kind, name: asset.name, listing, serverId: asset.server_id }}
            availability={availability}
          />
          {listing && !frozen && availability.actions.includes('buy')
            ? listingAction?.(
                { ...asset, price: listing.price, coin: listing.coin, server_id: asset.server_id },
                { compact: false },
              )
            : null}
          {relation === 'owner' && !frozen
            ? extra?.(asset, {
                online: user.data?.is_online ?? false,
                activated: isActivated(activation.data),
                compact: false,
              })
            : null}
        </div>
      )}
    </section>
  );
}
