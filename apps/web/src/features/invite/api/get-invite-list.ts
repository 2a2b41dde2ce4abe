import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inviteListSchema } from '@yuanlong/shared/invite';
import { apiGet } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

export const INVITE_PAGE_SIZE = 10;

/** GET /api/user/invite_list: one page of my direct invitees, newest first. */
export function getInviteList(page: number, signal?: AbortSignal) {
  return apiGet(`/api/user/invite_list?page=${page}&limit=${INVITE_PAGE_SIZE}`, {
    schema: inviteListSchema,
    signal,
  });
}

export function inviteListQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...USER_QUERY_KEY, 'invites', page],
    queryFn: ({ signal }) => getInviteList(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of my invitees; idle while logged out. */
export function useInviteList(page: number) {
  const token = useToken();
  return useQuery({ ...inviteListQueryOptions(page), enabled: Boolean(token) });
}
