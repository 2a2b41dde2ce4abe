import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownedPageSchema } from '@yuanlong/shared/my-assets';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** GET /api/user/dragons: my dragons, newest first (the showcase shows up to 100). */
export function getMyDragons(signal?: AbortSignal) {
  return apiGet('/api/user/dragons?size=100', { schema: ownedPageSchema, signal });
}

export function myDragonsQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'dragon-showcase'],
    queryFn: ({ signal }) => getMyDragons(signal),
  });
}

/** My dragons for the showcase; idle while logged out. */
export function useMyDragons() {
  const token = useToken();
  return useQuery({ ...myDragonsQueryOptions(), enabled: Boolean(token) });
}
