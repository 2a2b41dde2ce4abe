/**
 * Query-key roots shared by features: a trade in one feature refreshes what another shows
 * (features do not import each other, so the keys live here).
 */
export const QUERY_KEYS = {
  /** Every market list query: ['market', 'list', filters]. */
  market: ['market'] as const,
  /** One asset's detail (card and dragon pages): ['asset', id, …]. */
  asset: (id: number) => ['asset', id] as const,
};
