import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardDetailSchema } from '@yuanlong/shared/card';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';

/** GET /api/user/dragons/{id}: a dragon's detail (the /dragonDetail page); 404 for other kinds. */
export function getDragon(id: number, signal?: AbortSignal) {
  return apiGet(API_PATHS.dragon(id), { schema: cardDetailSchema, signal });
}

export function dragonQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...QUERY_KEYS.asset(id), 'dragon'],
    queryFn: ({ signal }) => getDragon(id, signal),
  });
}

/** A dragon's detail; idle without a valid id. */
export function useDragon(id: number | null) {
  return useQuery({ ...dragonQueryOptions(id ?? 0), enabled: id !== null });
}
