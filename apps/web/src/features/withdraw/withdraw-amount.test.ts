import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount } from './withdraw-amount.ts';

const E18 = 10n ** 18n;
const mds = { decimals: 18, available: 100n * E18, minimum: 10n * E18 };

describe('checkWithdrawAmount', () => {
  it('reads the amount exactly, from the minimum up to all that is available', () => {
    expect(checkWithdrawAmount('10', mds)).toEqual({ amount: 10n * E18 });
    expect(checkWithdrawAmount('100', mds)).toEqual({ amount: 100n * E18 });
    expect(checkWithdrawAmount('12.345', mds)).toEqual({ amount: 12_345n * 10n ** 15n });
    expect(checkWithdrawAmount('1.5', { decimals: 8, available: 10n ** 9n, minimum: 1n })).toEqual({
      amount: 150_000_000n,
    });
  });

  it('says "amount must be greater than zero" for nothing or zero, before the minimum', () => {
    expect(checkWithdrawAmount('', mds)).toEqual({ error: 'amountPositive' });
    expect(checkWithdrawAmount('0', mds)).toEqual({ error: 'amountPositive' });
  });

  it('refuses less than the minimum, by one base unit too', () => {
    expect(checkWithdrawAmount('9.999999999999999999', mds)).toEqual({ error: 'belowMinimum' });
    expect(checkWithdrawAmount('1', mds)).toEqual({ error: 'belowMinimum' });
  });

  it('refuses more than the available game balance, by one base unit too', () => {
    expect(checkWithdrawAmount('100.000000000000000001', mds)).toEqual({ error: 'insufficientBalance' });
    // With less than the minimum available, the minimum is said first.
    expect(checkWithdrawAmount('5', { ...mds, available: 2n * E18 })).toEqual({ error: 'belowMinimum' });
  });

  it('refuses what is not a plain number with the coin’s decimals', () => {
    expect(checkWithdrawAmount('1e3', mds)).toEqual({ error: 'format' });
    expect(checkWithdrawAmount('10.0000000000000000001', mds)).toEqual({ error: 'format' });
  });
});
