import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { userInfoSchema } from '@yuanlong/shared/user';
import { apiGet } from './api-client.ts';
import { getServerId, useServerId } from './session.ts';
import { storeCoins } from './stored-coins.ts';
import { useToken } from './token.ts';

/** Query keys of the signed-in user's data; all of it is dropped when the token goes. */
export const USER_QUERY_KEY = ['user'] as const;

/** GET /api/user/info: the signed-in user (needs the token). */
export async function getUserInfo(signal?: AbortSignal) {
  const user = await apiGet(API_PATHS.userInfo, { schema: userInfoSchema, signal });
  // Spec section 9: the coin data is kept for the tab's session, so a reload paints it at once.
  storeCoins(user);
  return user;
}

/** The user info of every server: invalidate this to refresh balances. */
export const USER_INFO_KEY = [...USER_QUERY_KEY, 'info'] as const;

/** The user info's key: per chosen server ('' before one is chosen: the current server's). */
export function userInfoQueryOptions(serverId = getServerId()) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'info', serverId],
    queryFn: ({ signal }) => getUserInfo(signal),
  });
}

/**
 * The signed-in user's info (balances, counts and online state of the chosen role); idle while
 * logged out. Until the new server's answer comes, the previous one is shown.
 */
export function useUserInfo() {
  const token = useToken();
  const serverId = useServerId();
  return useQuery({
    ...userInfoQueryOptions(serverId),
    enabled: Boolean(token),
    placeholderData: (previous) => previous,
  });
}
