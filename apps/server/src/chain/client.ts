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

/** The longest wait a rate-limited RPC's Retry-After may impose on one call; longer is the job's back-off. */
export const MAX_RETRY_AFTER_S = 5;

export interface TransportOptions {
  /** How long one JSON-RPC call may take before it fails (CHAIN_RPC_TIMEOUT_MS; default 10 s). */
  timeoutMs?: number;
}

/**
 * fetch, with a 429's Retry-After capped at MAX_RETRY_AFTER_S: viem waits what the header says
 * before its retry, and an hour-long wait would hold a job's pass (and its stop) that long.
 */
const cappedRetryAfterFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const retryAfter = response.headers.get('retry-after');
  if (response.status !== 429 || retryAfter === null) return response;
  const seconds = Number.parseInt(retryAfter, 10);
  if (!Number.isNaN(seconds) && seconds <= MAX_RETRY_AFTER_S) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(MAX_RETRY_AFTER_S));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * One transport over every URL in order: a failing endpoint (an error, a 429, no answer within
 * the timeout) hands the call to the next (viem's fallback). Each endpoint gets one retry (after
 * a 429's Retry-After, capped at 5 s); the jobs retry the rest themselves with their back-off.
 */
export function fallbackTransport(rpcUrls: string[], options: TransportOptions = {}): Transport {
  if (rpcUrls.length === 0) throw new Error('no JSON-RPC URL configured');
  const timeout = options.timeoutMs ?? 10_000;
  const transports = rpcUrls.map((url) =>
    /^wss?:/.test(url)
      ? webSocket(url, { retryCount: 1, timeout })
      : http(url, { retryCount: 1, retryDelay: 200, timeout, fetchFn: cappedRetryAfterFetch }),
  );
  return transports.length === 1 ? transports[0]! : fallback(transports, { retryCount: 1, retryDelay: 200 });
}

/** A public client for the chain over the given transport (default: the fallback over `rpcUrls`). */
export function createChainClient(options: {
  chainId: number;
  rpcUrls: string[];
  transport?: Transport;
  timeoutMs?: number;
}): PublicClient {
  return createPublicClient({
    chain: chainDefinition(options.chainId, options.rpcUrls),
    transport: options.transport ?? fallbackTransport(options.rpcUrls, { timeoutMs: options.timeoutMs }),
    // Block number reads within one poll share an answer.
    cacheTime: 500,
  });
}
