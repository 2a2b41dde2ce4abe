import { useMutation } from '@tanstack/react-query';
import { type CartBuyBody, type CartBuyResult, cartBuyResultSchema } from '@yuanlong/shared/market-batch';
import { apiPost } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QUERY_KEYS } from '../../../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../../../lib/user-info.ts';

/** A cart to buy: the body, and the game server of each item (by asset id) when known. */
export type CartPurchase = CartBuyBody & { servers?: Record<number, number | null | undefined> };

/**
 * POST /api/marketplace/cart/buy: buys the cart's listings in order with one fund password; each
 * item is bought or refused on its own (sold, price changed, balance…), a refused one costs nothing.
 * A purchase is made by the buyer's role on the asset's server, so the cart goes as one request
 * per server (Serverid that server; items of an unknown server with the chosen one), and the
 * answers are joined in the cart's order.
 */
export async function buyCart({ servers = {}, ...body }: CartPurchase): Promise<CartBuyResult> {
  const groups = new Map<number | undefined, CartBuyBody['items']>();
  for (const item of body.items) {
    const server = servers[item.id] ?? undefined;
    groups.set(server, [...(groups.get(server) ?? []), item]);
  }
  const answers: CartBuyResult[] = [];
  for (const [serverId, items] of groups) {
    answers.push(
      await apiPost('/api/marketplace/cart/buy', {
        body: { ...body, items },
        schema: cartBuyResultSchema,
        serverId,
      }),
    );
  }
  const byId = new Map(answers.flatMap((answer) => answer.items.map((item) => [item.id, item] as const)));
  return {
    items: body.items.flatMap((item) => byId.get(item.id) ?? []),
    balances: Object.assign({}, ...answers.map((answer) => answer.balances)),
  };
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
