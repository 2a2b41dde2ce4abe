import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rankingSchema } from '@yuanlong/shared/legion';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** GET /api/integral/rank: a month's top 100 and my place (month YYYY-MM, UTC). */
export function getRanking(month: string, signal?: AbortSignal) {
  return apiGet(`/api/integral/rank?month=${month}`, { schema: rankingSchema, signal });
}

export function rankingQueryOptions(month: string) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'legion', 'rank', month],
    queryFn: ({ signal }) => getRanking(month, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRanking(month: string) {
  const token = useToken();
  return useQuery({ ...rankingQueryOptions(month), enabled: Boolean(token) });
}
