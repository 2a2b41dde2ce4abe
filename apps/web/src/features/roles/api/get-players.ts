import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { playersSchema } from '@yuanlong/shared/players';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** Under the user's key: dropped at logout with the rest of the user's data. */
export const PLAYERS_QUERY_KEY = [...USER_QUERY_KEY, 'players'] as const;

/**
 * GET /api/user/players: the user's roles. Quiet: it is read in the background on every page;
 * the roles dialog shows a failure with a retry instead of a toast.
 */
export function getPlayers(signal?: AbortSignal) {
  return apiGet(API_PATHS.players, { schema: playersSchema, signal, quiet: true });
}

export function playersQueryOptions() {
  return queryOptions({ queryKey: PLAYERS_QUERY_KEY, queryFn: ({ signal }) => getPlayers(signal) });
}

/** The signed-in user's roles; idle while logged out. */
export function usePlayers() {
  const token = useToken();
  return useQuery({ ...playersQueryOptions(), enabled: Boolean(token) });
}
