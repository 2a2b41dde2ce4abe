import type { ReactNode } from 'react';
import { WagmiContext } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { wagmiConfig } from './wagmi.ts';

// What WagmiProvider does when it mounts, done once per page load: the wallet connected before
// (remembered by wagmi) is connected again.
void reconnect(wagmiConfig);

/**
 * The wallet's context (wagmi's config) for the components inside. This module carries the
 * wallet libraries, so it is loaded only where a wallet is used (see with-wallet.tsx); every
 * scope shares the one config, so the wallet's state is the same in all of them.
 */
export function WalletScope({ children }: { children: ReactNode }) {
  return <WagmiContext value={wagmiConfig}>{children}</WagmiContext>;
}
