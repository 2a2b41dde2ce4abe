import { describe, expect, it } from 'vitest';
import { marketListQuery } from './market.ts';
import { marketParamsFromUrl, marketUrlFromParams } from './market-url.ts';

describe('market URL parameters (val1–val6)', () => {
  it('maps camp, profession, sort, grade group, skill element and star', () => {
    const params = marketParamsFromUrl(new URLSearchParams('val1=2&val2=3&val3=3&val4=5&val5=1&val6=7'));
    expect(params).toEqual({ camp: 2, profession: 3, sort: 'price_desc', grade: 5, element: 1, star: 7 });
    expect(marketUrlFromParams(params).toString()).toBe('val1=2&val2=3&val4=5&val5=1&val6=7&val3=3');
  });

  it('treats 0, absent and junk as "all", and the API query accepts the result', () => {
    const params = marketParamsFromUrl(new URLSearchParams('val1=0&val3=9&val4=abc&val6=-1'));
    expect(params).toEqual({});
    expect(marketUrlFromParams({ sort: 'latest', camp: 0 }).toString()).toBe('');
    expect(marketListQuery.parse(params)).toMatchObject({ sort: 'latest', size: 30 });
    expect(marketListQuery.safeParse({ ...params, star: 8 }).success).toBe(false);
  });
});
