import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { notificationPageSchema, unreadSchema } from '@yuanlong/shared/notifications';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/token.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** Under the user's key: dropped at logout. Live events invalidate it (see notification-bell). */
export const NOTIFICATIONS_QUERY_KEY = [...USER_QUERY_KEY, 'notifications'] as const;
/** Without live events the bell still catches up this often. */
const POLL_MS = 60_000;

/** GET /api/notifications: the newest notifications and the unread count. */
export function getNotifications(signal?: AbortSignal) {
  return apiGet(API_PATHS.notifications, { schema: notificationPageSchema, signal });
}

/** My newest notifications with the unread count; idle while logged out. */
export function useNotifications() {
  const token = useToken();
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled: Boolean(token),
    refetchInterval: POLL_MS,
  });
}

/** POST /api/notifications/read: some (ids) or all read; the list is refreshed after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) =>
      apiPost('/api/notifications/read', { body, schema: unreadSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
