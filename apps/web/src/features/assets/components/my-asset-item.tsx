import { assetDetailPath } from '@yuanlong/shared/activities';
import { tierOf } from '@yuanlong/shared/asset-art';
import { syncFreezes } from '@yuanlong/shared/asset-sync';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { Link } from 'react-router';
import { AssetPicture } from '../../../components/asset/asset-art.tsx';
import { GradeBadge, Price, Stars, StatusBadge, TIER_BORDER } from '../../../components/asset/badges.tsx';
import { useNames } from '../../../lib/catalogue.ts';
import { useOwnerAssetAction } from '../../../lib/owner-asset-action.ts';
import { useServerName } from '../../../lib/servers.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ASSETS_TEST_IDS } from '../test-ids.ts';
import { tradeAvailability } from '../trade-rules.ts';
import { SyncPill } from './sync-pill.tsx';
import { TradeActions } from './trade-actions.tsx';

/** The checkbox that picks an asset for a bulk action (a 44 px target). */
function PickBox({
  name,
  checked,
  disabled,
  onToggle,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="-m-1 flex size-11 shrink-0 cursor-pointer items-center justify-center self-start has-disabled:cursor-not-allowed has-disabled:opacity-40">
      <input
        type="checkbox"
        aria-label={t('bulk.pick', { name })}
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        className="size-5 accent-gold-400"
      />
    </label>
  );
}

/** One of my assets: picture, name, status and place, price when listed, and my actions on it. */
export function MyAssetItem({
  asset,
  online,
  activated,
  emailBound,
  pick,
}: {
  asset: OwnedAsset;
  online: boolean;
  activated?: boolean;
  /** The owner has a bound e-mail (undefined: not known yet). */
  emailBound?: boolean;
  /** Picking several for a bulk action: this asset's checkbox. */
  pick?: { checked: boolean; disabled: boolean; onToggle: () => void };
}) {
  const { t } = useTranslation();
  const names = useNames();
  const serverName = useServerName();
  const extra = useOwnerAssetAction();
  const listing =
    asset.price !== null && asset.coin !== null ? { price: asset.price, coin: asset.coin } : null;
  const availability = tradeAvailability({
    relation: 'owner',
    status: asset.status,
    location: asset.location,
    listed: listing !== null,
    online,
    activated,
    sync: asset.sync,
    emailBound,
    serverId: asset.server_id,
  });
  return (
    <li
      data-testid={ASSETS_TEST_IDS.myAsset}
      data-asset-id={asset.id}
      data-status={asset.status ?? 'idle'}
      data-sync={asset.sync ?? 'settled'}
      className={`flex gap-3 rounded-2xl border bg-ink-900/80 p-3 ${pick?.checked ? 'border-gold-400' : 'border-ink-700'}`}
    >
      {pick ? <PickBox name={asset.name} {...pick} /> : null}
      <Link
        to={assetDetailPath(asset.kind, asset.id)}
        aria-label={asset.name}
        className={`w-20 shrink-0 self-start overflow-hidden rounded-xl border sm:w-24 ${TIER_BORDER[tierOf(asset.grade)]}`}
      >
        <AssetPicture asset={asset} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={assetDetailPath(asset.kind, asset.id)}
            className="min-w-0 truncate font-display font-bold text-parchment hover:text-gold-200"
          >
            {asset.name}
          </Link>
          <StatusBadge status={asset.status} />
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-mist">
          <span>{names('kind', asset.kind)}</span>
          {asset.grade ? <GradeBadge grade={asset.grade} /> : null}
          {asset.star ? <Stars star={asset.star} /> : null}
          <span>{t('asset.level', { level: asset.level })}</span>
          <span className="rounded-md border border-ink-600 px-1.5 py-0.5 text-[0.7rem] text-parchment">
            {names('location', asset.location)}
            {asset.server_id !== null ? ` · ${serverName(asset.server_id)}` : ''}
          </span>
        </div>
        {asset.sync ? <SyncPill sync={asset.sync} /> : null}
        {listing ? <Price amount={listing.price} coin={listing.coin} size="sm" /> : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <TradeActions
            target={{ id: asset.id, kind: asset.kind, name: asset.name, listing, serverId: asset.server_id }}
            availability={availability}
            compact
          />
          {syncFreezes(asset.sync) ? null : extra?.(asset, { online, activated, compact: true })}
        </div>
      </div>
    </li>
  );
}
