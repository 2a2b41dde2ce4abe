import { RouterProvider } from 'react-router';
import { AuctionPanel } from '../features/auction/components/auction-panel.tsx';
import { ListAuctionAction } from '../features/auction/components/list-auction-action.tsx';
import { ClaimAction } from '../features/claim/components/claim-action.tsx';
import {
  type AssetPanel,
  AssetPanelContext,
  type OwnerAssetAction,
  OwnerAssetActionContext,
} from '../lib/owner-asset-action.ts';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.ts';

/** The owner's extra actions on an asset (my assets, the detail page): move it to the wallet, auction it. */
const ownerAssetAction: OwnerAssetAction = (asset, context) => (
  <>
    <ClaimAction asset={asset} {...context} />
    <ListAuctionAction asset={asset} {...context} />
  </>
);

/** The detail page's NFT111 auction panel, for an asset in the auction contract. */
const assetPanel: AssetPanel = (asset) => <AuctionPanel asset={asset} />;

/** The whole app: providers around the router, and the actions features lend each other. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Providers>
      <OwnerAssetActionContext value={ownerAssetAction}>
        <AssetPanelContext value={assetPanel}>
          <RouterProvider router={router} />
        </AssetPanelContext>
      </OwnerAssetActionContext>
    </Providers>
  );
}
