import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { userInfoSchema } from '@yuanlong/shared/user';
import { apiGet } from './api-client.ts';
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

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'info'],
    queryFn: ({ signal }) => getUserInfo(signal),
  });
}

/** The signed-in user's info; idle while logged out. */
export function useUserInfo() {
  const token = useToken();
  return useQuery({ ...userInfoQueryOptions(), enabled: Boolean(token) });
}
