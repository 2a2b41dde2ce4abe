import { splitBid } from '@yuanlong/chain/nft111';
import { describe, expect, it } from 'vitest';
import { nextBid, secondsUntil } from './auction-math.ts';

describe('nextBid', () => {
  it('is the contract’s minimum and split, the parts summing to the bid to the base unit', () => {
    const terms = nextBid(1_000_000_000_000_000_000n, 0);
    expect(terms.minimum).toBe(1_110_000_000_000_000_000n);
    expect(terms.bidNumber).toBe(1n);
    const { toPrevious, copyright, platform, perHolder } = terms.split;
    expect([toPrevious, copyright, platform, perHolder]).toEqual([
      1_054_500_000_000_000_000n,
      33_300_000_000_000_000n,
      11_100_000_000_000_000n,
      11_100_000_000_000_000n,
    ]);
    expect(toPrevious + copyright + platform + perHolder * terms.holders).toBe(terms.minimum);
  });

  it('gives every rounding remainder to the previous holder on odd amounts', () => {
    const terms = nextBid(101n, 2, 150n);
    const { toPrevious, copyright, platform, perHolder } = terms.split;
    expect(terms.minimum).toBe(113n);
    expect([copyright, platform, perHolder, terms.holders]).toEqual([4n, 1n, 0n, 3n]);
    expect(toPrevious).toBe(145n);
  });

  it('“if outbid, at least”: the 95% part plus one share of the smallest bid over this one', () => {
    const terms = nextBid(1_000n, 1, 2_000n);
    const over = splitBid(2_220n, 3n);
    expect(terms.outbidAtLeast).toBe(over.toPrevious + over.perHolder);
    expect(terms.outbidAtLeast).toBeGreaterThan(2_000n);
  });
});

describe('secondsUntil', () => {
  it('counts down to the lock and stops at zero', () => {
    const at = '2026-01-01T00:01:00.000Z';
    expect(secondsUntil(at, Date.parse('2026-01-01T00:00:00.000Z'))).toBe(60);
    expect(secondsUntil(at, Date.parse('2026-01-01T00:02:00.000Z'))).toBe(0);
  });
});
