import { useMutation } from '@tanstack/react-query';
import { type CartBuyBody, cartBuyResultSchema } from '@yuanlong/shared/market-batch';
import { apiPost } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/**
 * POST /api/marketplace/cart/buy: buys the cart's listings in order with one fund password; each
 * item is bought or refused on its own (sold, price changed, balance…), a refused one costs nothing.
 */
export function buyCart(body: CartBuyBody) {
  return apiPost('/api/marketplace/cart/buy', { body, schema: cartBuyResultSchema });
}

export function useBuyCart() {
  return useMutation({
    mutationFn: buyCart,
    // Whatever happened to each item, the market, the assets and the balances show it now.
    onSettled: (_result, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.market });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      for (const item of body.items)
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.asset(item.id) });
    },
  });
}
