import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let librariesLoaded = false;

const WalletScope = lazy(() =>
  import('./wallet-scope.tsx').then((m) => {
    librariesLoaded = true;
    for (const listener of listeners) listener();
    return { default: m.WalletScope };
  }),
);

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

/**
 * Whether a wallet was ever connected to the app in this browser: wagmi keeps its state (the
 * connections it restores on the next load) in localStorage under `wagmi.*` keys.
 */
function walletKnownHere(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith('wagmi.')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True when a wallet may be connected: one was connected to the app in this browser before, or
 * the wallet libraries were loaded on this page (a wallet action). Otherwise no wallet account can
 * differ from the session's, and watching for that needs no libraries (an account signed in by
 * e-mail browses without them).
 */
export function useWalletInUse(): boolean {
  const loaded = useSyncExternalStore(
    subscribe,
    () => librariesLoaded,
    () => false,
  );
  return loaded || walletKnownHere();
}
