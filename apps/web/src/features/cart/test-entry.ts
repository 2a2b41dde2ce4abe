import type { CartEntry } from './cart-store.ts';

/** A cart entry for the cart's unit tests: listing `id` at `price` base units of `coin`. */
export const testEntry = (id: number, price = '100', coin: CartEntry['coin'] = 'MDS'): CartEntry => ({
  id,
  kind: 0,
  name: `#${id}`,
  grade: 1,
  camp: 1,
  element: 1,
  price,
  coin,
});
