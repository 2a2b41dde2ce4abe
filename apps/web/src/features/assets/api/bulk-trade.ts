import { useMutation } from '@tanstack/react-query';
import {
  type BulkCancelBody,
  type BulkSellBody,
  bulkCancelResultSchema,
  bulkSellResultSchema,
} from '@yuanlong/shared/market-batch';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateTrade } from './invalidate-trade.ts';

/** POST /api/marketplace/bulk/sell: lists (or re-prices) several assets, each reported on its own. */
export function bulkSell(body: BulkSellBody) {
  return apiPost('/api/marketplace/bulk/sell', { body, schema: bulkSellResultSchema });
}

/** POST /api/marketplace/bulk/cancel: takes several listings off the market, each reported on its own. */
export function bulkCancel(body: BulkCancelBody) {
  return apiPost('/api/marketplace/bulk/cancel', { body, schema: bulkCancelResultSchema });
}

export function useBulkSell() {
  return useMutation({
    mutationFn: bulkSell,
    onSettled: (_r, _e, body) => {
      for (const item of body.items) invalidateTrade(item.id);
    },
  });
}

export function useBulkCancel() {
  return useMutation({
    mutationFn: bulkCancel,
    onSettled: (_r, _e, body) => {
      for (const id of body.ids) invalidateTrade(id);
    },
  });
}
