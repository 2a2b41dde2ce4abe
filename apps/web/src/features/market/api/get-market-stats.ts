import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketStatsSchema } from '@yuanlong/shared/market-stats';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** GET /api/marketplace/stats: every collection's floor, listed count, owners, sales and volume. */
export function getMarketStats(signal?: AbortSignal) {
  return apiGet('/api/marketplace/stats', { schema: marketStatsSchema, signal });
}

/** Under the market's key: a trade that refreshes the market refreshes its stats too. */
export const marketStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_KEYS.market, 'stats'],
    queryFn: ({ signal }) => getMarketStats(signal),
    // The server computes them at most every few seconds; a minute is fresh enough to show.
    staleTime: 60_000,
  });

/** The market's stats. */
export function useMarketStats() {
  return useQuery(marketStatsQueryOptions());
}
