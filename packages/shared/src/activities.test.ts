import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_TYPES,
  activitiesQuery,
  activityCategoryOf,
  activityCodesOf,
} from './activities.ts';

describe('activity types', () => {
  it('never reuse a code', () => {
    const codes = Object.values(ACTIVITY_TYPES).map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('each belong to exactly one category', () => {
    const listed = Object.values(ACTIVITY_CATEGORIES).flat();
    expect([...listed].sort()).toEqual(Object.keys(ACTIVITY_TYPES).sort());
  });

  it('map categories to codes and back', () => {
    expect(activityCodesOf('trade')).toEqual([1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 25]);
    expect(activityCodesOf('chain')).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(activityCategoryOf(4)).toBe('trade');
    expect(activityCategoryOf(ACTIVITY_TYPES.coinDeposited.code)).toBe('chain');
    expect(activityCategoryOf(ACTIVITY_TYPES.cardMinted.code)).toBe('chain');
    expect(activityCodesOf('auction')).toEqual([15, 16, 17, 18, 19]);
    expect(activityCategoryOf(ACTIVITY_TYPES.auctionOutbid.code)).toBe('auction');
    expect(activityCategoryOf(999)).toBeUndefined();
  });
});

describe('activitiesQuery', () => {
  it('takes an optional known category', () => {
    expect(activitiesQuery.parse({})).toEqual({ size: 30 });
    expect(activitiesQuery.parse({ category: 'chain', size: '5' })).toEqual({ category: 'chain', size: 5 });
    expect(activitiesQuery.safeParse({ category: 'bids' }).success).toBe(false);
  });
});
