import { useMutation } from '@tanstack/react-query';
import { type BuyBody, buyResultSchema } from '@yuanlong/shared/card';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateTrade } from './invalidate-trade.ts';

/**
 * POST /api/card/buy: buys the asset's listing with the fund password, at the price and coin the
 * buyer saw (a changed price is refused with 409 and the new price is loaded).
 */
export function buyAsset(body: BuyBody) {
  return apiPost('/api/card/buy', { body, schema: buyResultSchema });
}

export function useBuyAsset() {
  return useMutation({
    mutationFn: buyAsset,
    // Success or refusal (sold meanwhile, price changed): the asset is shown as it is now.
    onSettled: (_result, _error, body) => invalidateTrade(body.id),
  });
}
