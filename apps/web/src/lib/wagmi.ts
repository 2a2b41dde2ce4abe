import { type Chain, custom, type EIP1193RequestFn, http } from 'viem';
import { type Config, type Connector, createConfig, injected } from 'wagmi';
import { anvil, bsc, bscTestnet } from 'wagmi/chains';
import { getChainSettings } from './chain-settings.ts';

// Wallet modules read the chain settings through here too.
export { fetchChainSettings, getChainSettings } from './chain-settings.ts';

/** The local development chain (anvil); its RPC URL comes from the chain settings. */
export const devChain = { ...anvil, name: 'Yuanlong dev chain' } as const satisfies Chain;

/** Chains the wallet may be on: BSC, BSC testnet and the local dev chain. */
export const CHAINS = [bsc, bscTestnet, devChain] as const;
export type ChainId = (typeof CHAINS)[number]['id'];

/** True when `id` is one of the configured chains. */
export function isKnownChain(id: number): id is ChainId {
  return CHAINS.some((chain) => chain.id === id);
}

// Chains a wallet is often left on, named in the wrong-network prompt.
const OTHER_CHAIN_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  137: 'Polygon',
  204: 'opBNB',
  8453: 'Base',
  42161: 'Arbitrum One',
  11155111: 'Sepolia',
};

/** A chain's display name ("BNB Smart Chain"), or "Chain 250" style for one the app does not know. */
export function chainName(id: number): string {
  return CHAINS.find((chain) => chain.id === id)?.name ?? OTHER_CHAIN_NAMES[id] ?? `Chain ${id}`;
}

// Reads go to the RPC URL the server names for its chain; other chains (and the server's chain when it
// names no URL) use their public endpoint.
function settingsTransport(chain: Chain) {
  const clients = new Map<string, ReturnType<ReturnType<typeof http>>>();
  const request: EIP1193RequestFn = async (args) => {
    const current = await getChainSettings();
    const url =
      current.chain_id === chain.id && current.rpc_url ? current.rpc_url : chain.rpcUrls.default.http[0]!;
    let client = clients.get(url);
    if (!client) {
      client = http(url)({ chain, retryCount: 1 });
      clients.set(url, client);
    }
    return client.request(args);
  };
  return custom({ request });
}

/** The wallet configuration: the injected connector plus every wallet announced through EIP-6963. */
export function createWagmiConfig(): Config {
  return createConfig({
    chains: CHAINS,
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    transports: {
      [bsc.id]: settingsTransport(bsc),
      [bscTestnet.id]: settingsTransport(bscTestnet),
      [devChain.id]: settingsTransport(devChain),
    },
  });
}

export const wagmiConfig = createWagmiConfig();

const METAMASK_RDNS = /^io\.metamask(\.|$)/;

// MetaMask first, then other wallets announced through EIP-6963, then the plain window.ethereum one.
function rank(connector: Pick<Connector, 'id' | 'rdns'>): number {
  const rdns = typeof connector.rdns === 'string' ? [connector.rdns] : (connector.rdns ?? []);
  const ids = [connector.id, ...rdns];
  if (ids.some((id) => METAMASK_RDNS.test(id))) return 0;
  return connector.id === 'injected' ? 2 : 1;
}

/** The connectors in the order they are offered: MetaMask first, the generic injected one last. */
export function orderConnectors<T extends Pick<Connector, 'id' | 'rdns'>>(connectors: readonly T[]): T[] {
  return connectors
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => rank(a.connector) - rank(b.connector) || a.index - b.index)
    .map(({ connector }) => connector);
}

/**
 * The wallets that are really there, in offer order, the one used last (`recentId`: wagmi keeps
 * it as `recentConnectorId` in its storage) first. The generic injected connector only counts
 * when the page has an injected provider and no EIP-6963 wallet already stands for it.
 */
export async function availableConnectors(
  connectors: readonly Connector[],
  recentId?: string | null,
): Promise<Connector[]> {
  const ordered = orderConnectors(connectors).sort(
    (a, b) => Number(b.id === recentId) - Number(a.id === recentId),
  );
  const announced = ordered.filter((c) => c.id !== 'injected');
  if (announced.length > 0) return announced;
  const found: Connector[] = [];
  for (const connector of ordered) {
    if (await connector.getProvider().catch(() => undefined)) found.push(connector);
  }
  return found;
}
