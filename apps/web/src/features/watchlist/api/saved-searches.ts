import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchSchema, watchlistSchema } from '@yuanlong/shared/watchlist';
import { apiDelete, apiRequest } from '../../../lib/api-client.ts';
import type { Threshold } from './follow-asset.ts';
import { WATCHLIST_KEY } from './get-watchlist.ts';

/** PATCH /api/watchlist/searches/{id}: set a saved search's coin and alert price. */
export function useUpdateSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...threshold }: Threshold & { id: number }) =>
      apiRequest(`/api/watchlist/searches/${id}`, {
        method: 'PATCH',
        body: threshold,
        schema: savedSearchSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}

/** DELETE /api/watchlist/searches/{id}. */
export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/watchlist/searches/${id}`, { schema: watchlistSchema }),
    onSuccess: (list) => queryClient.setQueryData(WATCHLIST_KEY, list),
  });
}
