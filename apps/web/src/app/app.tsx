import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button.tsx';
import type { ListingAction } from '../lib/listing-action.ts';
import { ListingActionProvider } from '../lib/listing-action-provider.tsx';
import {
  type AssetPanel,
  AssetPanelContext,
  type OwnerAssetAction,
  OwnerAssetActionContext,
} from '../lib/owner-asset-action.ts';
import { WithWallet } from '../lib/with-wallet.tsx';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.ts';

// These use the wallet: each comes with the wallet libraries when first on screen (with-wallet.tsx).
const ClaimAction = lazy(() =>
  import('../features/claim/components/claim-action.tsx').then((m) => ({ default: m.ClaimAction })),
);
const ListAuctionAction = lazy(() =>
  import('../features/auction/components/list-auction-action.tsx').then((m) => ({
    default: m.ListAuctionAction,
  })),
);
const NftDepositAction = lazy(() =>
  import('../features/nft-deposit/components/nft-deposit-action.tsx').then((m) => ({
    default: m.NftDepositAction,
  })),
);
const AuctionPanel = lazy(() =>
  import('../features/auction/components/auction-panel.tsx').then((m) => ({ default: m.AuctionPanel })),
);

/**
 * The owner's extra actions on an asset (my assets, the detail page): move it to the wallet, auction
 * it, deposit a wallet NFT to the game (each renders only where it applies).
 */
const ownerAssetAction: OwnerAssetAction = (asset, context) => (
  <WithWallet>
    <ClaimAction asset={asset} {...context} />
    <ListAuctionAction asset={asset} {...context} />
    <NftDepositAction asset={asset} {...context} />
  </WithWallet>
);

// No wallet needed: loaded with the detail page's panel, not with the first page.
const AssetPanels = lazy(() => import('./asset-panels.tsx').then((m) => ({ default: m.AssetPanels })));

/**
 * The detail page's panels: the NFT111 auction (an asset in the contract), follow and the offers. Only an
 * asset in the auction contract has an auction panel, so only its page loads the wallet libraries.
 */
const assetPanel: AssetPanel = (asset) => (
  <>
    {asset.location === ASSET_LOCATIONS.contract.code ? (
      <WithWallet>
        <AuctionPanel asset={asset} />
      </WithWallet>
    ) : null}
    <Suspense fallback={null}>
      <AssetPanels asset={asset} />
    </Suspense>
  </>
);
/** A listing a signed-in viewer could buy: add it to the cart. */
const listingAction: ListingAction = (listing, { compact }) => (
  <AddToCartButton listing={listing} compact={compact} />
);

/** The whole app: providers around the router, and the actions features lend each other. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Providers>
      <OwnerAssetActionContext value={ownerAssetAction}>
        <AssetPanelContext value={assetPanel}>
          <ListingActionProvider action={listingAction}>
            <RouterProvider router={router} />
          </ListingActionProvider>
        </AssetPanelContext>
      </OwnerAssetActionContext>
    </Providers>
  );
}
