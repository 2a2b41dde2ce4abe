/**
 * Query-key roots shared by features: a trade in one feature refreshes what another shows
 * (features do not import each other, so the keys live here).
 */
export const QUERY_KEYS = {
  /** Every market query (fixed-price lists, auctions). */
  market: ['market'] as const,
  /** The fixed-price grids' lists: ['market', 'list', filters]. */
  marketLists: ['market', 'list'] as const,
  /** One asset's detail (card and dragon pages): ['asset', id, …]. */
  asset: (id: number) => ['asset', id] as const,
};
