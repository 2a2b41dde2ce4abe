import { useMutation } from '@tanstack/react-query';
import type { SaveSearchBody } from '@yuanlong/shared/watchlist';
import { apiPost } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/**
 * POST /api/watchlist/searches: saves the market's filters; the watchlist (under the user's key) is
 * read again. The answer is not read here, so the watchlist's schemas stay out of the market's chunks.
 */
export function useSaveSearch() {
  return useMutation({
    mutationFn: (body: SaveSearchBody) => apiPost('/api/watchlist/searches', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...USER_QUERY_KEY, 'watchlist'] }),
  });
}
