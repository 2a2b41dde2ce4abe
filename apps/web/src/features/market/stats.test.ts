import type { MarketStats } from '@yuanlong/shared/market-stats';
import { describe, expect, it } from 'vitest';
import { changePercent, collectionOf, floorIn, periodIn } from './stats.ts';

const row = (kind: MarketStats['collections'][number]['kind'], grade: number | null, floor = '0') => ({
  kind,
  grade,
  listed: 1,
  owners: 1,
  floor: [{ coin: 'MDS' as const, price: floor }],
  periods: [
    {
      period: '24h' as const,
      sales: 2,
      sales_before: 1,
      volume: [{ coin: 'MDS' as const, amount: '30', before: '20' }],
    },
  ],
});
const stats: MarketStats = {
  as_of: '2026-12-08T00:00:00.000Z',
  collections: [row(null, null, '1'), row('hero', null, '2'), row('hero', 3, '3'), row('dragon', null, '4')],
};

describe('the market stats on the web', () => {
  it('finds the collection of a filter: the market, a kind, a kind’s grade group; a dragon’s grade reads as the kind', () => {
    expect(floorIn(collectionOf(stats, { kind: '', grade: '' })!, 'MDS')).toBe('1');
    expect(floorIn(collectionOf(stats, { kind: '', grade: '3' })!, 'MDS')).toBe('1');
    expect(floorIn(collectionOf(stats, { kind: 'hero', grade: '' })!, 'MDS')).toBe('2');
    expect(floorIn(collectionOf(stats, { kind: 'hero', grade: '3' })!, 'MDS')).toBe('3');
    expect(floorIn(collectionOf(stats, { kind: 'dragon', grade: '3' })!, 'MDS')).toBe('4');
    expect(floorIn(collectionOf(stats, { kind: 'hero', grade: '' })!, 'BNB')).toBeNull();
  });

  it('reads a period in a coin, zero where the coin has none', () => {
    const hero = collectionOf(stats, { kind: 'hero', grade: '' })!;
    expect(periodIn(hero, '24h', 'MDS')).toEqual({
      sales: 2,
      salesBefore: 1,
      volume: '30',
      volumeBefore: '20',
    });
    expect(periodIn(hero, '24h', 'BNB')).toMatchObject({ volume: '0', volumeBefore: '0' });
  });

  it('measures a change exactly in bigint, to a tenth of a percent; nothing before is no change', () => {
    expect(changePercent('30', '20')).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.6);
    expect(changePercent(10n ** 30n, 10n ** 29n * 3n)).toBe(233.3);
    expect(changePercent('5', '0')).toBeNull();
  });
});
