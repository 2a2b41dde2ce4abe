import type { CartBuyResult } from '@yuanlong/shared/market-batch';

/** Refusals after which this account cannot buy the listing any more. */
const GONE = new Set(['listingSold', 'notFound', 'ownListing']);

/**
 * The assets that leave the cart after a checkout: the bought ones and those that can never be
 * bought (sold, gone, own). A changed price, a short balance, the game online… stay for another try.
 */
export function leavingCart(result: CartBuyResult): number[] {
  return result.items.filter((item) => item.ok || GONE.has(item.reason)).map((item) => item.id);
}
