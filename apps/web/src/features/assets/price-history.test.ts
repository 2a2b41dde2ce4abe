import { describe, expect, it } from 'vitest';
import { defaultChartCoin, priceSeries } from './price-history.ts';

const HISTORY = [
  {
    at: '2026-11-22T04:00:00.000Z',
    from: '0xaaa…1111',
    to: '0xbbb…2222',
    price: '1813181400000',
    coin: 'HFH' as const,
  },
  {
    at: '2026-11-21T04:00:00.000Z',
    from: '0xccc…3333',
    to: '0xaaa…1111',
    price: '8993634000000000000000',
    coin: 'MDS' as const,
  },
  {
    at: '2026-11-20T04:00:00.000Z',
    from: '0xddd…4444',
    to: '0xccc…3333',
    price: '500000000000000000000',
    coin: 'MDS' as const,
  },
  { at: '2026-11-19T04:00:00.000Z', from: null, to: '0xddd…4444', price: null, coin: null },
];

describe('priceSeries', () => {
  it('groups sales by coin, oldest first, without the mint', () => {
    const series = priceSeries(HISTORY);
    expect([...series.keys()]).toEqual(['MDS', 'HFH']);
    expect(series.get('MDS')!.map((p) => p.price)).toEqual([
      '500000000000000000000',
      '8993634000000000000000',
    ]);
    expect(series.get('MDS')!.map((p) => p.value)).toEqual([500, 8993.634]);
    expect(series.get('HFH')![0]!.value).toBe(18131.814);
    expect(series.get('MDS')![0]!.time).toBe(Date.parse('2026-11-20T04:00:00.000Z'));
  });

  it('is empty for an asset that was only minted', () => {
    expect(priceSeries(HISTORY.slice(3)).size).toBe(0);
  });
});

describe('defaultChartCoin', () => {
  it('picks the coin with the most sales, then the listing’s coin on a tie', () => {
    const series = priceSeries(HISTORY);
    expect(defaultChartCoin(series)).toBe('MDS');
    const tie = priceSeries(HISTORY.slice(0, 2));
    expect(defaultChartCoin(tie)).toBe('MDS');
    expect(defaultChartCoin(tie, 'HFH')).toBe('HFH');
    expect(defaultChartCoin(new Map())).toBeUndefined();
  });
});
