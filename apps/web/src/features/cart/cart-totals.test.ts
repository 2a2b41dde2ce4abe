import { describe, expect, it } from 'vitest';
import type { CartEntry } from './cart-store.ts';
import { totalsByCoin } from './cart-totals.ts';

const entry = (id: number, price: string, coin: CartEntry['coin']): CartEntry => ({
  id,
  kind: 0,
  name: `#${id}`,
  grade: 1,
  camp: 1,
  element: 1,
  price,
  coin,
});

describe('totalsByCoin', () => {
  it('adds exact base units per coin and says which coin falls short', () => {
    const big = '123456789012345678901234567890';
    const totals = totalsByCoin([entry(1, big, 'MDS'), entry(2, '5', 'META'), entry(3, big, 'MDS')], {
      MDS: '246913578024691357802469135780',
      META: '4',
    });
    expect(totals).toEqual([
      {
        coin: 'MDS',
        total: 246913578024691357802469135780n,
        available: 246913578024691357802469135780n,
        short: false,
      },
      { coin: 'META', total: 5n, available: 4n, short: true },
    ]);
    expect(totalsByCoin([])).toEqual([]);
  });
});
