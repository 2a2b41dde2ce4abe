import { useMutation } from '@tanstack/react-query';
import { cancelResultSchema } from '@yuanlong/shared/card';
import { apiPost } from '../../../lib/api-client.ts';
import { invalidateTrade } from './invalidate-trade.ts';

/** POST /api/card/cancel/{id}: takes the asset off the market. */
export function cancelSale(id: number) {
  return apiPost(`/api/card/cancel/${id}`, { schema: cancelResultSchema });
}

export function useCancelSale() {
  return useMutation({ mutationFn: cancelSale, onSuccess: (result) => invalidateTrade(result.id) });
}
