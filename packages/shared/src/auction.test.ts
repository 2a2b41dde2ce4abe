import { describe, expect, it } from 'vitest';
import { auctionListQuery, minimumNextPrice } from './auction.ts';

describe('minimumNextPrice', () => {
  it('is ceil(price × 111 / 100), exactly', () => {
    expect(minimumNextPrice(0n)).toBe(0n);
    expect(minimumNextPrice(1n)).toBe(2n);
    expect(minimumNextPrice(100n)).toBe(111n);
    expect(minimumNextPrice(101n)).toBe(113n);
    expect(minimumNextPrice(1234567n)).toBe(1370370n);
    expect(minimumNextPrice(10n ** 18n)).toBe(111n * 10n ** 16n);
  });

  it('stays exact at the contract’s 2^128 − 1 price bound (no float anywhere)', () => {
    const max = 2n ** 128n - 1n;
    // 111 × (2^128 − 1) = 37771342728224169444434581424926271471505: rounded up, not down.
    expect(minimumNextPrice(max)).toBe(377713427282241694444345814249262714716n);
    expect(minimumNextPrice(max) * 100n >= max * 111n).toBe(true);
    expect((minimumNextPrice(max) - 1n) * 100n < max * 111n).toBe(true);
  });

  it('refuses a negative price', () => {
    expect(() => minimumNextPrice(-1n)).toThrow(RangeError);
  });
});

describe('auctionListQuery', () => {
  it('defaults to the soonest-locking open and locked auctions', () => {
    expect(auctionListQuery.parse({})).toEqual({ sort: 'locks_at', size: 30 });
    expect(auctionListQuery.parse({ state: 'locked', collection: 'dragon', coin: 'BNB', size: '5' })).toEqual(
      {
        state: 'locked',
        collection: 'dragon',
        coin: 'BNB',
        sort: 'locks_at',
        size: 5,
      },
    );
    expect(auctionListQuery.safeParse({ state: 'closed' }).success).toBe(false);
    expect(auctionListQuery.safeParse({ collection: 'pet' }).success).toBe(false);
  });
});
