import { describe, expect, it } from 'vitest';
import { saleFeeOf } from './api/get-sale-fee.ts';
import { balanceAfter, checkPrice } from './price-input.ts';

describe('checkPrice', () => {
  it('reads a price in the coin’s base units', () => {
    expect(checkPrice('12.5', 'MDS')).toEqual({ amount: 12_500_000_000_000_000_000n });
    expect(checkPrice('12.5', 'HFH')).toEqual({ amount: 1_250_000_000n });
    expect(checkPrice('1,000', 'BNB')).toEqual({ amount: 1_000n * 10n ** 18n });
  });

  it('answers with the server’s messages', () => {
    expect(checkPrice('', 'MDS')).toEqual({ error: 'priceRequired' });
    expect(checkPrice('abc', 'MDS')).toEqual({ error: 'priceRequired' });
    expect(checkPrice('0.000000001', 'HFH')).toEqual({ error: 'priceRequired' });
    expect(checkPrice('0', 'MDS')).toEqual({ error: 'amountPositive' });
    expect(checkPrice('0.00', 'MDS')).toEqual({ error: 'amountPositive' });
  });
});

describe('fees and balances', () => {
  it('takes the fee as the server does: floor(price × bps / 10000)', () => {
    expect(saleFeeOf(1_000n, 500)).toBe(50n);
    expect(saleFeeOf(19n, 500)).toBe(0n);
    expect(saleFeeOf(10n ** 21n + 7n, 250)).toBe(25n * 10n ** 18n);
  });

  it('computes the balance after a purchase exactly', () => {
    expect(balanceAfter('10000000000000000000000', '28204000000000000000')).toBe(
      9_971_796_000_000_000_000_000n,
    );
    expect(balanceAfter(undefined, '1')).toBe(-1n);
  });
});
