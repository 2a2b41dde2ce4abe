import { useMutation } from '@tanstack/react-query';
import { type BuyBody, buyResultSchema } from '@yuanlong/shared/card';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateTrade } from './invalidate-trade.ts';

/**
 * POST /api/card/buy: buys the asset's listing with the fund password, at the price and coin the
 * buyer saw (a changed price is refused with 409 and the new price is loaded), by the buyer's
 * role on the asset's server (sent as Serverid; without one known, the chosen server).
 */
export function buyAsset({ serverId, ...body }: BuyBody & { serverId?: number | null }) {
  return apiPost('/api/card/buy', { body, schema: buyResultSchema, serverId: serverId ?? undefined });
}

export function useBuyAsset() {
  return useMutation({
    mutationFn: buyAsset,
    // Success or refusal (sold meanwhile, price changed): the asset is shown as it is now.
    onSettled: (_result, _error, body) => invalidateTrade(body.id),
  });
}
