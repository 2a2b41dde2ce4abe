import { queryOptions, useQuery } from '@tanstack/react-query';
import { pointsAccountSchema } from '@yuanlong/shared/legion';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** GET /api/user/brp/active: my points account and when the next claim is allowed. */
export function getPointsAccount(signal?: AbortSignal) {
  return apiGet('/api/user/brp/active', { schema: pointsAccountSchema, signal });
}

export function pointsAccountQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'legion', 'points'],
    queryFn: ({ signal }) => getPointsAccount(signal),
  });
}

export function usePointsAccount() {
  const token = useToken();
  return useQuery({ ...pointsAccountQueryOptions(), enabled: Boolean(token) });
}
