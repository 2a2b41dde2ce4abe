import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsHistorySchema } from '@yuanlong/shared/market-stats';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** A collection as the stats name it: a kind ('' for all) and a grade group ('' for all). */
export interface StatsCollection {
  kind: string;
  grade: string;
}

/** GET /api/marketplace/stats/history: a collection's sales and volume per day. */
export function getStatsHistory(collection: StatsCollection, days: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ days: String(days) });
  if (collection.kind) params.set('kind', collection.kind);
  if (collection.grade) params.set('grade', collection.grade);
  return apiGet(`/api/marketplace/stats/history?${params}`, { schema: statsHistorySchema, signal });
}

/** A collection's daily sales and volume over the last `days` days. */
export function useStatsHistory(collection: StatsCollection, days: number) {
  return useQuery(
    queryOptions({
      queryKey: [...QUERY_KEYS.market, 'stats', 'history', collection.kind, collection.grade, days],
      queryFn: ({ signal }) => getStatsHistory(collection, days, signal),
      staleTime: 60_000,
    }),
  );
}
