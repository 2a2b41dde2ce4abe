import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MARKET_PAGE_DEFAULT } from '@yuanlong/shared/market';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { marketPageCheck } from './market-page-check.ts';

/** GET /api/marketplace/list: one keyset page of open listings for a filter + sort query. */
export function getMarketList(query: Record<string, string>, cursor?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ ...query, size: String(MARKET_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return apiGet(`/api/marketplace/list?${params}`, { schema: marketPageCheck, signal });
}

export function marketListQueryOptions(query: Record<string, string>) {
  return infiniteQueryOptions({
    queryKey: [...QUERY_KEYS.marketLists, query],
    queryFn: ({ pageParam, signal }) => getMarketList(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The market's listings for a query, page by page (fetchNextPage follows the cursor). */
export function useMarketList(query: Record<string, string>) {
  return useInfiniteQuery(marketListQueryOptions(query));
}
