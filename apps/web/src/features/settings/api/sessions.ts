import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { sessionsEndedSchema, userSessionsSchema } from '@yuanlong/shared/sessions';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

const SESSIONS_KEY = [...USER_QUERY_KEY, 'sessions'] as const;

/** GET /api/user/sessions: the signed-in user's live sessions. */
export function getSessions(signal?: AbortSignal) {
  return apiGet('/api/user/sessions', { schema: userSessionsSchema, signal });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => getSessions(signal) });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

const reload = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

/** DELETE /api/user/sessions/{id}: ends another session. */
export function useEndSession() {
  return useMutation({
    mutationFn: (id: number) => apiDelete<unknown>(`/api/user/sessions/${id}`),
    onSettled: reload,
  });
}

/** POST /api/user/sessions/revoke-others: ends every other session. */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: () => apiPost('/api/user/sessions/revoke-others', { schema: sessionsEndedSchema }),
    onSettled: reload,
  });
}
