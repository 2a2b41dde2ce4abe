import { useMutation } from '@tanstack/react-query';
import { type SaveSearchBody, savedSearchSchema } from '@yuanlong/shared/watchlist';
import { apiPost } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** POST /api/watchlist/searches: saves the market's filters; the watchlist (under the user's key) is read again. */
export function useSaveSearch() {
  return useMutation({
    mutationFn: (body: SaveSearchBody) =>
      apiPost('/api/watchlist/searches', { body, schema: savedSearchSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...USER_QUERY_KEY, 'watchlist'] }),
  });
}
