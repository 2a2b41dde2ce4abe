import { useMutation } from '@tanstack/react-query';
import { type SellBody, sellResultSchema } from '@yuanlong/shared/card';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateTrade } from './invalidate-trade.ts';

/**
 * POST /api/card/sell/{id}: lists a game asset at a price in a coin. On an asset already on sale
 * the same call modifies its price (and coin).
 */
export function sellAsset({ id, ...body }: SellBody & { id: number }) {
  return apiPost(`/api/card/sell/${id}`, { body, schema: sellResultSchema });
}

export function useSellAsset() {
  return useMutation({ mutationFn: sellAsset, onSuccess: (result) => invalidateTrade(result.id) });
}
