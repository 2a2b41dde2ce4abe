import { describe, expect, it } from 'vitest';
import { checkAmount, plainAmount } from './amount-check.ts';

const E18 = 10n ** 18n;

describe('checkAmount', () => {
  it('reads the amount exactly with the coin’s decimals', () => {
    expect(checkAmount('1,000.5', 18)).toEqual({ amount: 10_005n * 10n ** 17n });
    expect(checkAmount('.00000001', 8)).toEqual({ amount: 1n });
  });

  it('says "amount must be greater than zero" for nothing or zero, format for the rest', () => {
    expect(checkAmount(' ', 18)).toEqual({ error: 'amountPositive' });
    expect(checkAmount('0.0', 18)).toEqual({ error: 'amountPositive' });
    expect(checkAmount('-1', 18)).toEqual({ error: 'format' });
    expect(checkAmount('0.000000001', 8)).toEqual({ error: 'format' });
  });

  it('checks the balance only when it is known, and allows all of it', () => {
    expect(checkAmount('5', 18, 5n * E18)).toEqual({ amount: 5n * E18 });
    expect(checkAmount('5.000000000000000001', 18, 5n * E18)).toEqual({ error: 'insufficientBalance' });
    expect(checkAmount('5000', 18)).toEqual({ amount: 5000n * E18 });
  });
});

describe('plainAmount', () => {
  it('has no grouping, so it can go back into a field', () => {
    expect(plainAmount(1_234_500n * 10n ** 17n, 18)).toBe('123450');
    expect(plainAmount(123_456_789n, 8)).toBe('1.23456789');
  });
});
