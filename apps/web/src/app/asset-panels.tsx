import { OffersPanel } from '../features/offers/components/offers-panel.tsx';
import { FollowPanel } from '../features/watchlist/components/follow-panel.tsx';
import type { OwnedAssetRef } from '../lib/owner-asset-action.ts';

/** The detail page's panels that need no wallet, loaded together when they near the screen: follow, offers. */
export function AssetPanels({ asset }: { asset: OwnedAssetRef }) {
  return (
    <>
      <FollowPanel asset={asset} />
      <OffersPanel asset={asset} />
    </>
  );
}
