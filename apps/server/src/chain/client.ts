import {
  type Chain,
  createPublicClient,
  defineChain,
  fallback,
  http,
  type PublicClient,
  type Transport,
  webSocket,
} from 'viem';
import { chainPreset } from './presets.ts';

/** The chain as viem describes it (name and explorer from the presets). */
export function chainDefinition(chainId: number, rpcUrls: string[]): Chain {
  const preset = chainPreset(chainId);
  return defineChain({
    id: chainId,
    name: preset.name,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: rpcUrls.length > 0 ? rpcUrls : preset.publicRpcUrls } },
    ...(preset.explorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: preset.explorerUrl } } }
      : {}),
  });
}

/**
 * One transport over every URL in order: a failing endpoint hands the call to the next
 * (viem's fallback). Each endpoint gets one quick retry; the watcher retries the rest itself.
 */
export function fallbackTransport(rpcUrls: string[]): Transport {
  if (rpcUrls.length === 0) throw new Error('no JSON-RPC URL configured');
  const transports = rpcUrls.map((url) =>
    /^wss?:/.test(url)
      ? webSocket(url, { retryCount: 1, timeout: 10_000 })
      : http(url, { retryCount: 1, retryDelay: 200, timeout: 10_000 }),
  );
  return transports.length === 1 ? transports[0]! : fallback(transports, { retryCount: 1, retryDelay: 200 });
}

/** A public client for the chain over the given transport (default: the fallback over `rpcUrls`). */
export function createChainClient(options: {
  chainId: number;
  rpcUrls: string[];
  transport?: Transport;
}): PublicClient {
  return createPublicClient({
    chain: chainDefinition(options.chainId, options.rpcUrls),
    transport: options.transport ?? fallbackTransport(options.rpcUrls),
    // Block number reads within one poll share an answer.
    cacheTime: 500,
  });
}
