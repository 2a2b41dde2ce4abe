import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NotificationSettings, notificationSettingsAnswer } from '@yuanlong/shared/notifications';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

const KEY = [...USER_QUERY_KEY, 'notification-settings'] as const;

/** GET /api/notifications/settings: which kinds are on, in-app and by e-mail. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet('/api/notifications/settings', { schema: notificationSettingsAnswer, signal }),
  });
}

/** POST /api/notifications/settings: saves every switch; the answer replaces the cached ones. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiPost('/api/notifications/settings', { body: settings, schema: notificationSettingsAnswer }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
