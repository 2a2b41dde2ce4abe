import { lazy, type ReactNode, Suspense } from 'react';

const WalletScope = lazy(() => import('./wallet-scope.tsx').then((m) => ({ default: m.WalletScope })));

/**
 * Renders `children` (components that use the wallet through wagmi) once the wallet libraries
 * have loaded, `fallback` meanwhile. Browsing needs no wallet: the libraries (wagmi, viem) are
 * fetched the first time a wallet action or the signed-in account check is on screen, and only
 * then. A module using wagmi must only be imported by pages or lazily, never by the first load.
 */
export function WithWallet({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WalletScope>{children}</WalletScope>
    </Suspense>
  );
}
