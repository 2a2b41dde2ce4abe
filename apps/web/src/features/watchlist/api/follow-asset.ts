import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coin } from '@yuanlong/shared/coins';
import { watchlistSchema } from '@yuanlong/shared/watchlist';
import { apiDelete, apiRequest } from '../../../lib/api-client.ts';
import { WATCHLIST_KEY } from './get-watchlist.ts';

export interface Threshold {
  below_price: string | null;
  coin: Coin | null;
}

/** PUT /api/watchlist/assets/{id}: follow an asset or change its alert price; the answer is the new watchlist. */
export function useFollowAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assetId, ...threshold }: Threshold & { assetId: number }) =>
      apiRequest(`/api/watchlist/assets/${assetId}`, {
        method: 'PUT',
        body: threshold,
        schema: watchlistSchema,
      }),
    onSuccess: (list) => queryClient.setQueryData(WATCHLIST_KEY, list),
  });
}

/** DELETE /api/watchlist/assets/{id}: stop following it. */
export function useUnfollowAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assetId: number) =>
      apiDelete(`/api/watchlist/assets/${assetId}`, { schema: watchlistSchema }),
    onSuccess: (list) => queryClient.setQueryData(WATCHLIST_KEY, list),
  });
}
