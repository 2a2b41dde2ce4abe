import { RouterProvider } from 'react-router';
import { ClaimAction } from '../features/claim/components/claim-action.tsx';
import { type OwnerAssetAction, OwnerAssetActionContext } from '../lib/owner-asset-action.ts';
import { Providers } from './providers.tsx';
import type { createAppRouter } from './router.ts';

/** The owner's extra action on a game asset (my assets, the detail page): move it to the wallet. */
const ownerAssetAction: OwnerAssetAction = (asset, context) => <ClaimAction asset={asset} {...context} />;

/** The whole app: providers around the router, and the actions features lend each other. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <Providers>
      <OwnerAssetActionContext value={ownerAssetAction}>
        <RouterProvider router={router} />
      </OwnerAssetActionContext>
    </Providers>
  );
}
