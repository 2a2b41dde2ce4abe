import { describe, expect, it } from 'vitest';
import { leavingCart } from './cart-outcome.ts';

const failed = (id: number, reason: string) => ({
  id,
  ok: false as const,
  code: 409,
  reason,
  msg: reason,
  current: null,
});

describe('leavingCart', () => {
  it('drops the bought and the never-buyable, keeps what may succeed another time', () => {
    const result = {
      items: [
        { id: 1, ok: true as const, listing_id: 10, price: '5', fee: '0', coin: 'MDS' as const },
        failed(2, 'listingSold'),
        { ...failed(3, 'priceChanged'), current: { price: '7', coin: 'MDS' as const } },
        failed(4, 'insufficientBalance'),
        failed(5, 'notFound'),
        failed(6, 'ownListing'),
        failed(7, 'gameOnline'),
      ],
      balances: { MDS: '0' },
    };
    expect(leavingCart(result)).toEqual([1, 2, 5, 6]);
  });
});
