import { marketParamsFromUrl } from '@yuanlong/shared/market-url';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  auctionApiQuery,
  clearedMarketHref,
  FILTER_OPTIONS,
  type FilterGroup,
  isSelected,
  marketApiQuery,
  marketHref,
  marketHrefWith,
  marketSearchOf,
  parseMarketSearch,
} from './filters.ts';

const option = (group: FilterGroup, key: string) => {
  const found = FILTER_OPTIONS[group].find((o) => o.key === key);
  if (!found) throw new Error(`no ${group} ${key}`);
  return found;
};

describe('market filter options', () => {
  it('has the spec drawer filters and the product decisions’ values', () => {
    expect(FILTER_OPTIONS.skill.map((o) => o.key)).toEqual(['all', 'fire', 'ice', 'wind', 'light', 'dark']);
    expect(FILTER_OPTIONS.grade.map((o) => o.key)).toEqual(['all', '1-5', '6-10', '11-15', '16-20', '21-24']);
    expect(FILTER_OPTIONS.sort.map((o) => o.key)).toEqual(['latest', 'price-asc', 'price-desc']);
    expect(FILTER_OPTIONS.star.map((o) => o.value)).toEqual(['', '1', '2', '3', '4', '5', '6', '7']);
    expect(FILTER_OPTIONS.camp).toHaveLength(6);
    expect(FILTER_OPTIONS.profession).toHaveLength(5);
    expect(FILTER_OPTIONS.kind.map((o) => o.value)).toEqual(['', 'hero', 'equip', 'pet', 'stone', 'dragon']);
    expect(FILTER_OPTIONS.coin.map((o) => o.value)).toContain('HFH');
  });
});

describe('URL → filters', () => {
  it('reads val1 camp, val2 profession, val3 sort, val4 grade, val5 skill, val6 star, kind, coin, mode and q', () => {
    expect(
      parseMarketSearch(
        '?val1=2&val2=3&val3=2&val4=5&val5=1&val6=7&kind=pet&coin=HFH&mode=auction&q=+Nine+fox+',
      ),
    ).toEqual({
      search: 'Nine fox',
      camp: '2',
      profession: '3',
      sort: '2',
      grade: '5',
      skill: '1',
      star: '7',
      kind: 'pet',
      coin: 'HFH',
      mode: 'auction',
    });
  });

  it('reads nothing as "all, latest first", and ignores unknown or malformed values', () => {
    const all = {
      camp: '',
      profession: '',
      sort: '1',
      grade: '',
      skill: '',
      star: '',
      kind: '',
      coin: '',
      mode: '',
      search: '',
    };
    expect(parseMarketSearch('')).toEqual(all);
    expect(
      parseMarketSearch('?val1=0&val2=9&val3=7&val4=x&val5=-1&val6=8&kind=sword&coin=DOGE&mode=x'),
    ).toEqual(all);
    expect(parseMarketSearch('?val1=01&val6=1.5')).toEqual(all);
    expect(parseMarketSearch(`?q=${'x'.repeat(101)}`)).toEqual(all);
  });

  it("reads the API's sort names (sort=price_asc) as val3, which wins when both are given", () => {
    expect(parseMarketSearch('?sort=price_asc').sort).toBe('2');
    expect(parseMarketSearch('?sort=price_desc').sort).toBe('3');
    expect(parseMarketSearch('?sort=latest').sort).toBe('1');
    expect(parseMarketSearch('?val3=1&sort=price_desc').sort).toBe('1');
    expect(marketSearchOf(parseMarketSearch('?kind=equip&sort=price_asc'))).toBe('val3=2&kind=equip');
  });
});

describe('filters → URL', () => {
  it('writes one canonical URL per view, leaving out "all" and the default sort', () => {
    expect(marketSearchOf(parseMarketSearch('?coin=MDS&val5=1&val1=2&val3=1&other=x'))).toBe(
      'val1=2&val5=1&coin=MDS',
    );
    expect(marketSearchOf(parseMarketSearch(''))).toBe('');
  });

  it('round-trips every single choice', () => {
    for (const options of Object.values(FILTER_OPTIONS)) {
      for (const o of options) {
        const search = new URL(marketHref(o), 'http://x').search;
        expect(parseMarketSearch(search)[o.group], `${o.group} ${o.key}`).toBe(
          o.value || (o.group === 'sort' ? '1' : ''),
        );
      }
    }
  });

  it('links one choice while keeping the other filters', () => {
    expect(marketHref(option('sort', 'price-desc'))).toBe('/marketplace?val3=3');
    expect(marketHref(option('grade', '6-10'), '?val5=1')).toBe('/marketplace?val4=2&val5=1');
    expect(marketHref(option('skill', 'dark'), '?val5=1')).toBe('/marketplace?val5=5');
    expect(marketHref(option('skill', 'all'), '?val5=1&val3=2')).toBe('/marketplace?val3=2');
    expect(marketHref(option('sort', 'latest'), '?val3=3')).toBe('/marketplace');
    expect(marketHrefWith('?val1=1', 'kind', 'dragon')).toBe('/marketplace?val1=1&kind=dragon');
  });

  it('knows the chosen option, with "all" and "latest" as defaults', () => {
    expect(isSelected(option('skill', 'all'), '')).toBe(true);
    expect(isSelected(option('sort', 'latest'), '')).toBe(true);
    expect(isSelected(option('grade', '1-5'), '')).toBe(false);
    expect(isSelected(option('skill', 'ice'), '?val5=2')).toBe(true);
    expect(isSelected(option('camp', '3'), '?val1=3')).toBe(true);
  });

  it('counts the narrowing filters, not the sort', () => {
    expect(activeFilterCount(parseMarketSearch('?val3=2'))).toBe(0);
    expect(activeFilterCount(parseMarketSearch('?val1=2&val6=3&coin=BNB'))).toBe(3);
  });
});

describe('filters → API query', () => {
  it('maps to the /api/marketplace/list parameters', () => {
    expect(
      marketApiQuery(parseMarketSearch('?val1=2&val2=3&val3=3&val4=5&val5=1&val6=7&kind=pet&coin=HFH')),
    ).toEqual({
      camp: '2',
      profession: '3',
      sort: 'price_desc',
      grade: '5',
      element: '1',
      star: '7',
      kind: 'pet',
      coin: 'HFH',
    });
    expect(marketApiQuery(parseMarketSearch(''))).toEqual({ sort: 'latest' });
    expect(marketApiQuery(parseMarketSearch('?q=%E4%B9%9D%E5%B0%BE%E7%8B%90&val3=2'))).toEqual({
      sort: 'price_asc',
      q: '九尾狐',
    });
  });

  it('agrees with the shared URL mapping the server’s tests use', () => {
    for (const search of ['?val1=1', '?val2=4&val3=2', '?val4=3&val5=5&val6=2&val3=3', '?val1=5&val4=1']) {
      const shared = marketParamsFromUrl(new URLSearchParams(search));
      const ours = marketApiQuery(parseMarketSearch(search));
      const asStrings = Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, String(v)]));
      expect(ours).toEqual({ sort: 'latest', ...asStrings });
    }
  });
});

describe('fixed price or auctions', () => {
  it('keeps the mode when a filter changes, and maps the sort onto the auction list', () => {
    expect(marketHrefWith('?mode=auction&val1=2', 'star', '3')).toBe(
      '/marketplace?val1=2&val6=3&mode=auction',
    );
    expect(activeFilterCount(parseMarketSearch('?mode=auction'))).toBe(0);
    expect(clearedMarketHref(parseMarketSearch('?mode=auction&val1=2&val3=3'))).toBe(
      '/marketplace?val3=3&mode=auction',
    );
    expect(auctionApiQuery(parseMarketSearch('?mode=auction&val1=2&val3=2&kind=dragon'))).toEqual({
      kind: 'dragon',
      camp: '2',
      sort: 'price_asc',
    });
    expect(auctionApiQuery(parseMarketSearch('?mode=auction')).sort).toBe('newest');
    // Auctions are not searched.
    expect(auctionApiQuery(parseMarketSearch('?mode=auction&q=fox'))).toEqual({ sort: 'newest' });
  });
});
