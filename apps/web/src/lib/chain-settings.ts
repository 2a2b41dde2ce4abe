import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { type ChainSettings, chainSettingsSchema } from '@yuanlong/shared/website';
import { apiGet } from './api-client.ts';
import { safeExternalUrl } from './format.ts';

/** GET /api/website/chain: the chain the server trades on, its RPC URL for browsers and its contracts. */
export function fetchChainSettings(signal?: AbortSignal): Promise<ChainSettings> {
  return apiGet(API_PATHS.chainSettings, { schema: chainSettingsSchema, signal });
}

let settings: Promise<ChainSettings> | undefined;
/** The chain's block time once the settings are in (for a wait's time left); BSC's until then. */
let blockMs = 750;

/** The chain's usual time between blocks, in milliseconds, as the server said (or BSC's). */
export function knownBlockMs(): number {
  return blockMs;
}

/**
 * The chain settings, fetched once per page load (a failed fetch is retried on the next call):
 * the coin decimals of the first render, the wallet's target chain and the RPC URL every read of
 * that chain goes to. Free of wallet libraries, so the first load does not carry them.
 */
export function getChainSettings(): Promise<ChainSettings> {
  settings ??= fetchChainSettings()
    .then((answer) => {
      if (answer.block_ms) blockMs = answer.block_ms;
      return answer;
    })
    .catch((error: unknown) => {
      settings = undefined;
      throw error;
    });
  return settings;
}

/** The chain settings as a query: the same once-per-page-load fetch the wallet config uses. */
export function chainSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['website', 'chain'],
    queryFn: () => getChainSettings(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The chain the product trades on: id, RPC URL, explorer, confirmations and contracts. */
export function useChainSettings() {
  return useQuery(chainSettingsQueryOptions());
}

/** A transaction's page on the chain's explorer; '' when the chain has none (the local dev chain). */
export function explorerTxUrl(explorerUrl: string, txHash: string): string {
  const base = safeExternalUrl(explorerUrl);
  if (!base || !/^0x[0-9a-fA-F]{64}$/.test(txHash)) return '';
  return `${base.replace(/\/+$/, '')}/tx/${txHash}`;
}
