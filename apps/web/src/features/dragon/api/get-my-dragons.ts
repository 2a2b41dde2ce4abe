import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownedPageSchema } from '@yuanlong/shared/my-assets';
import { apiGet } from '../../../lib/api-client.ts';
import { useServerId } from '../../../lib/session.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** GET /api/user/dragons: my dragons, newest first (the showcase shows up to 100). */
export function getMyDragons(signal?: AbortSignal) {
  return apiGet('/api/user/dragons?size=100', { schema: ownedPageSchema, signal });
}

export function myDragonsQueryOptions(serverId: string) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'dragon-showcase', serverId],
    queryFn: ({ signal }) => getMyDragons(signal),
  });
}

/** My dragons (of the chosen role) for the showcase; idle while logged out or before a server is chosen. */
export function useMyDragons() {
  const token = useToken();
  const serverId = useServerId();
  return useQuery({ ...myDragonsQueryOptions(serverId), enabled: Boolean(token && serverId) });
}
