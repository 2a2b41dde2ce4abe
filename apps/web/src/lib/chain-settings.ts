import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeExternalUrl } from './format.ts';
import { getChainSettings } from './wagmi.ts';

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
