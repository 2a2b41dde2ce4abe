import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AUCTION_PAGE_DEFAULT, auctionPageSchema } from '@yuanlong/shared/auction';
import { apiGet } from '../../../lib/api-client.ts';
import { liveStatus } from '../../../lib/live-events.ts';
import { AUCTION_GRIDS_KEY, auctionGridRefreshMs } from '../auction-reloads.ts';

/** GET /api/auctions: one keyset page of open and locked NFT111 auctions for a filter + sort query. */
export function getAuctions(query: Record<string, string>, cursor?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ ...query, size: String(AUCTION_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return apiGet(`/api/auctions?${params}`, { schema: auctionPageSchema, signal });
}

/** The market's auctions for a query, page by page. */
export function useAuctions(query: Record<string, string>) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...AUCTION_GRIDS_KEY, query],
      queryFn: ({ pageParam, signal }) => getAuctions(query, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      refetchInterval: () => auctionGridRefreshMs(liveStatus()),
    }),
  );
}
