import { queryOptions, useQuery } from '@tanstack/react-query';
import { eggsSchema } from '@yuanlong/shared/eggs';
import { apiGet } from '../../../lib/api-client.ts';
import { useServerId } from '../../../lib/session.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const EGGS_QUERY_KEY = [...USER_QUERY_KEY, 'eggs'] as const;

/** GET /api/add/mdragon: my MEggs with their hatch time and progress, and the server's time. */
export function getEggs(signal?: AbortSignal) {
  return apiGet('/api/add/mdragon', { schema: eggsSchema, signal });
}

export function eggsQueryOptions(serverId: string) {
  return queryOptions({ queryKey: [...EGGS_QUERY_KEY, serverId], queryFn: ({ signal }) => getEggs(signal) });
}

/** My eggs of the chosen role; idle while logged out or before a server is chosen. */
export function useEggs() {
  const token = useToken();
  const serverId = useServerId();
  return useQuery({ ...eggsQueryOptions(serverId), enabled: Boolean(token && serverId) });
}
