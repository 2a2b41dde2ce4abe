import { describe, expect, it } from 'vitest';
import { totalsByCoin } from './cart-totals.ts';
import { testEntry } from './test-entry.ts';

describe('totalsByCoin', () => {
  it('adds exact base units per coin and says which coin falls short', () => {
    const big = '123456789012345678901234567890';
    const totals = totalsByCoin(
      [testEntry(1, big, 'MDS'), testEntry(2, '5', 'META'), testEntry(3, big, 'MDS')],
      {
        MDS: '246913578024691357802469135780',
        META: '4',
      },
    );
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
