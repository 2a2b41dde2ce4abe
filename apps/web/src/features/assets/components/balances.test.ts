import { describe, expect, it } from 'vitest';
import { balanceCoins } from './balances.tsx';
import { tabFrom } from './my-assets.tsx';

describe('balanceCoins', () => {
  it('lists held coins in the product’s order, unknown ones after', () => {
    expect(balanceCoins({ coins: { HFH: '1', MDS: '2', XYZ: '3' }, frozen_coins: { BNB: '0' } })).toEqual([
      'MDS',
      'BNB',
      'HFH',
      'XYZ',
    ]);
    expect(balanceCoins({ coins: {}, frozen_coins: {} })).toEqual([]);
  });
});

describe('tabFrom', () => {
  it('reads the my-assets tab of the URL, all cards otherwise', () => {
    expect(tabFrom('dragon')).toBe('dragon');
    expect(tabFrom('pet')).toBe('pet');
    expect(tabFrom(null)).toBe('cards');
    expect(tabFrom('sword')).toBe('cards');
  });
});
