import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { historySchema } from '@yuanlong/shared/legion';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const HISTORY_PAGE_SIZE = 20;

/** GET /api/integral/active: a page of my point entries and claims, newest first. */
export function getHistory(page: number, signal?: AbortSignal) {
  return apiGet(`/api/integral/active?page=${page}&limit=${HISTORY_PAGE_SIZE}`, {
    schema: historySchema,
    signal,
  });
}

export function historyQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'legion', 'history', page],
    queryFn: ({ signal }) => getHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHistory(page: number) {
  const token = useToken();
  return useQuery({ ...historyQueryOptions(page), enabled: Boolean(token) });
}
