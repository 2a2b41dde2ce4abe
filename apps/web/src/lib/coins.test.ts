import { gameCoins } from '@yuanlong/chain/assets';
import { COINS } from '@yuanlong/shared/coins';
import { describe, expect, it } from 'vitest';
import {
  chartNumber,
  DEPLOYED_COIN_DECIMALS,
  decimalsOf,
  formatAmount,
  isCoin,
  parseAmount,
  setCoinDecimals,
} from './coins.ts';

describe('coin decimals', () => {
  it('match the coins packages/chain deploys (BNB has the chain’s 18)', () => {
    for (const coin of gameCoins)
      expect(DEPLOYED_COIN_DECIMALS[coin.symbol], coin.symbol).toBe(coin.decimals);
    expect(DEPLOYED_COIN_DECIMALS.BNB).toBe(18);
    expect(Object.keys(DEPLOYED_COIN_DECIMALS).sort()).toEqual([...COINS].sort());
  });

  it('knows its coins', () => {
    expect(isCoin('HFH')).toBe(true);
    expect(isCoin('DOGE')).toBe(false);
    expect(decimalsOf('HFH')).toBe(8);
    expect(decimalsOf('DOGE')).toBe(18);
  });

  it('formats with the decimals the coin contracts report once the server has said them', () => {
    try {
      setCoinDecimals({ HFH: 6, MDS: 18, DOGE: 2 });
      expect(decimalsOf('HFH')).toBe(6);
      expect(formatAmount('1500000', 'HFH')).toBe('1.5');
      expect(parseAmount('1.5', 'HFH')).toBe(1_500_000n);
      setCoinDecimals(null); // the chain could not be read: nothing changes
      expect(decimalsOf('HFH')).toBe(6);
    } finally {
      setCoinDecimals(DEPLOYED_COIN_DECIMALS);
    }
    expect(decimalsOf('HFH')).toBe(8);
  });
});

describe('formatAmount', () => {
  it('formats base units exactly with the coin’s decimals, never through floats', () => {
    expect(formatAmount('1814604000000000000000', 'MDV')).toBe('1,814.604');
    expect(formatAmount('1813181400000', 'HFH')).toBe('18,131.814');
    expect(formatAmount('123456789012345678901234567890', 'MDS')).toBe('123,456,789,012.34567890123456789');
    expect(formatAmount('1', 'BNB')).toBe('0.000000000000000001');
    expect(formatAmount(0n, 'MDS')).toBe('0');
    // 2^53 + 1 base units: a float would lose the last digit.
    expect(formatAmount('9007199254740993', 'HFH')).toBe('90,071,992.54740993');
  });
});

describe('parseAmount', () => {
  it('reads what a seller types into base units', () => {
    expect(parseAmount('1250.5', 'MDS')).toBe(1_250_500_000_000_000_000_000n);
    expect(parseAmount(' 1,250.5 ', 'MDS')).toBe(1_250_500_000_000_000_000_000n);
    expect(parseAmount('.5', 'HFH')).toBe(50_000_000n);
    expect(parseAmount('0.00000001', 'HFH')).toBe(1n);
    expect(parseAmount('7', 'HFH')).toBe(700_000_000n);
  });

  it('refuses what is not a plain amount of the coin', () => {
    expect(parseAmount('', 'MDS')).toBeNull();
    expect(parseAmount('abc', 'MDS')).toBeNull();
    expect(parseAmount('-1', 'MDS')).toBeNull();
    expect(parseAmount('1e3', 'MDS')).toBeNull();
    expect(parseAmount('0.000000001', 'HFH')).toBeNull();
  });

  it('round-trips with formatAmount', () => {
    for (const [text, coin] of [
      ['1,814.604', 'MDV'],
      ['0.00000001', 'HFH'],
      ['42', 'BNB'],
    ] as const) {
      expect(formatAmount(parseAmount(text, coin)!, coin)).toBe(text);
    }
  });
});

describe('chartNumber', () => {
  it('gives a close number for chart geometry', () => {
    expect(chartNumber('1814604000000000000000', 'MDV')).toBe(1814.604);
    expect(chartNumber('1813181400000', 'HFH')).toBe(18131.814);
    // Below a millionth it is 0: good enough for a pixel, never shown as a price.
    expect(chartNumber('5', 'HFH')).toBe(0);
  });
});
