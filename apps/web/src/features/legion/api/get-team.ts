import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema } from '@yuanlong/shared/legion';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** GET /api/user/team: my legion level and what decides it. */
export function getTeam(signal?: AbortSignal) {
  return apiGet('/api/user/team', { schema: teamSchema, signal });
}

export function teamQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'legion', 'team'],
    queryFn: ({ signal }) => getTeam(signal),
  });
}

export function useTeam() {
  const token = useToken();
  return useQuery({ ...teamQueryOptions(), enabled: Boolean(token) });
}
