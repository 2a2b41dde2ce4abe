import { describe, expect, it } from 'vitest';
import { minimumNextPrice, splitBid } from './nft111.ts';

describe('NFT111 price rules', () => {
  it('rounds the minimum bid up', () => {
    expect(minimumNextPrice(100n)).toBe(111n);
    expect(minimumNextPrice(1n)).toBe(2n);
    expect(minimumNextPrice(1234567n)).toBe(1370370n);
    expect(minimumNextPrice(10n ** 18n)).toBe(111n * 10n ** 16n);
  });

  it('splits a bid into parts that sum to it, remainder to the previous holder', () => {
    for (const [amount, bidNumber] of [
      [1_110_000_000_000_000_000n, 1n],
      [1_232_100_000_000_000_000n, 2n],
      [154n, 4n],
      [2n ** 128n - 1n, 7n],
    ] as const) {
      const split = splitBid(amount, bidNumber);
      expect(split.toPrevious + split.copyright + split.platform + split.perHolder * bidNumber).toBe(amount);
      expect(split.toPrevious * 100n >= amount * 95n).toBe(true);
    }
    expect(splitBid(1_110_000_000_000_000_000n, 1n)).toEqual({
      toPrevious: 1_054_500_000_000_000_000n,
      copyright: 33_300_000_000_000_000n,
      platform: 11_100_000_000_000_000n,
      perHolder: 11_100_000_000_000_000n,
    });
    expect(() => splitBid(1n, 0n)).toThrow(RangeError);
  });
});
