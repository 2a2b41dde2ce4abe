import { queryOptions, useQuery } from '@tanstack/react-query';
import { eggsSchema } from '@yuanlong/shared/eggs';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const EGGS_QUERY_KEY = [...USER_QUERY_KEY, 'eggs'] as const;

/** GET /api/add/mdragon: my MEggs with their hatch time and progress, and the server's time. */
export function getEggs(signal?: AbortSignal) {
  return apiGet('/api/add/mdragon', { schema: eggsSchema, signal });
}

export function eggsQueryOptions() {
  return queryOptions({ queryKey: EGGS_QUERY_KEY, queryFn: ({ signal }) => getEggs(signal) });
}

/** My eggs; idle while logged out. */
export function useEggs() {
  const token = useToken();
  return useQuery({ ...eggsQueryOptions(), enabled: Boolean(token) });
}
