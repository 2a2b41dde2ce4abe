import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardDetailSchema } from '@yuanlong/shared/card';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** GET /api/card/{id}: any asset's detail (the /cardDetail page). Public. */
export function getAsset(id: number, signal?: AbortSignal) {
  return apiGet(API_PATHS.card(id), { schema: cardDetailSchema, signal });
}

export function assetQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.asset(id), 'card'],
    queryFn: ({ signal }) => getAsset(id, signal),
  });
}

/** An asset's detail; idle without a valid id. */
export function useAsset(id: number | null) {
  return useQuery({ ...assetQueryOptions(id ?? 0), enabled: id !== null });
}
