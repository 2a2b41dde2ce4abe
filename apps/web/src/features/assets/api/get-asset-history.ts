import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetHistorySchema } from '@yuanlong/shared/asset-history';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** GET /api/assets/history?id=…: every move and trade of one asset, and the move under way. Public. */
export function getAssetHistory(id: number, signal?: AbortSignal) {
  return apiGet(API_PATHS.assetHistory(id), { schema: assetHistorySchema, signal });
}

/** Refreshed every 5 s while a move is under way (until the watcher has applied it). */
export function assetHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.asset(id), 'history'],
    queryFn: ({ signal }) => getAssetHistory(id, signal),
    refetchInterval: (query) => (query.state.data?.transit ? 5_000 : false),
  });
}

export function useAssetHistory(id: number) {
  return useQuery(assetHistoryQueryOptions(id));
}
