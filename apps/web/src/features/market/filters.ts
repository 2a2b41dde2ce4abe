import {
  ASSET_KINDS,
  CAMP_CODES,
  ELEMENT_CODES,
  GRADE_GROUP_CODES,
  GRADE_GROUPS,
  PROFESSION_CODES,
  STAR_MAX,
  STAR_MIN,
} from '@yuanlong/shared/catalogue';
import { COINS } from '@yuanlong/shared/coins';
import type { MarketSort } from '@yuanlong/shared/market';
import { MARKET_SEARCH_MAX } from '@yuanlong/shared/market-search';

/*
 * The market's filters and their URL (spec section 2 and the product decisions): val1 camp,
 * val2 profession, val3 sort (1 latest, 2 lowest price, 3 highest price), val4 grade group
 * (1 = 1~5 … 5 = 21~24), val5 skill element (1 fire … 5 dark), val6 star (1–7), plus `kind`
 * (hero, equip, pet, stone, dragon) and `coin` (MDS, …). A missing or unknown value means "all"
 * (latest first), so any pasted link opens a valid view; `sort=latest|price_asc|price_desc` is
 * read as val3 too; `q` is the search (a name, a token or asset number, a seller address).
 */

export const FILTER_GROUPS = [
  'sort',
  'kind',
  'camp',
  'profession',
  'skill',
  'grade',
  'star',
  'coin',
  'mode',
  'search',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** The URL parameter of each filter. */
export const MARKET_PARAMS: Record<FilterGroup, string> = {
  camp: 'val1',
  profession: 'val2',
  sort: 'val3',
  grade: 'val4',
  skill: 'val5',
  star: 'val6',
  kind: 'kind',
  coin: 'coin',
  mode: 'mode',
  search: 'q',
};

// The order parameters are written in, so one view has one URL.
const PARAM_ORDER: readonly FilterGroup[] = [
  'camp',
  'profession',
  'sort',
  'grade',
  'skill',
  'star',
  'kind',
  'coin',
  'mode',
  'search',
];

export const SKILLS = ['fire', 'ice', 'wind', 'light', 'dark'] as const;
export const SORTS: readonly MarketSort[] = ['latest', 'price_asc', 'price_desc'];
const KIND_NAMES = Object.keys(ASSET_KINDS) as (keyof typeof ASSET_KINDS)[];

export interface FilterOption {
  group: FilterGroup;
  /** Stable key for test ids: all, fire, 6-10, price-asc, 3, hero, MDS. */
  key: string;
  /** Parameter value; '' is "all" (no parameter). */
  value: string;
}

const ALL = (group: FilterGroup): FilterOption => ({ group, key: 'all', value: '' });
const numbered = (group: FilterGroup, codes: readonly number[]): FilterOption[] => [
  ALL(group),
  ...codes.map((code) => ({ group, key: String(code), value: String(code) })),
];
const stars = Array.from({ length: STAR_MAX - STAR_MIN + 1 }, (_, i) => STAR_MIN + i);

/** The choices of each filter, in display order. */
export const FILTER_OPTIONS: Record<FilterGroup, readonly FilterOption[]> = {
  sort: SORTS.map((sort, i) => ({ group: 'sort', key: sort.replace('_', '-'), value: String(i + 1) })),
  kind: [ALL('kind'), ...KIND_NAMES.map((kind) => ({ group: 'kind' as const, key: kind, value: kind }))],
  camp: numbered('camp', CAMP_CODES),
  profession: numbered('profession', PROFESSION_CODES),
  skill: [
    ALL('skill'),
    ...ELEMENT_CODES.map((code) => ({
      group: 'skill' as const,
      key: SKILLS[code - 1]!,
      value: String(code),
    })),
  ],
  grade: [
    ALL('grade'),
    ...GRADE_GROUP_CODES.map((code) => {
      const [from, to] = GRADE_GROUPS[code]!;
      return { group: 'grade' as const, key: `${from}-${to}`, value: String(code) };
    }),
  ],
  star: numbered('star', stars),
  coin: [ALL('coin'), ...COINS.map((coin) => ({ group: 'coin' as const, key: coin, value: coin }))],
  // Fixed-price listings (no parameter) or NFT111 auctions (`mode=auction`).
  mode: [
    { group: 'mode', key: 'fixed', value: '' },
    { group: 'mode', key: 'auction', value: 'auction' },
  ],
  // Free text (`q`): a name in any language, a token or asset number, a seller address prefix.
  search: [],
};

/** The market view: each filter's value ('' = all); sort is '1' (latest), '2' or '3'. */
export type MarketFilters = Record<FilterGroup, string>;

const DEFAULT_SORT = '1';
/** A link may name the sort as the API does (`sort=price_asc`); the canonical URL writes val3. */
const SORT_NAME_PARAM = 'sort';

/** The filters a query string asks for; unknown or malformed values read as "all". */
export function parseMarketSearch(search: string | URLSearchParams): MarketFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = {} as MarketFilters;
  for (const group of FILTER_GROUPS) {
    const raw = params.get(MARKET_PARAMS[group]) ?? '';
    const known = raw !== '' && FILTER_OPTIONS[group].some((o) => o.value === raw);
    filters[group] = known ? raw : '';
  }
  const text = params.get(MARKET_PARAMS.search)?.trim() ?? '';
  filters.search = text.length <= MARKET_SEARCH_MAX ? text : '';
  if (!filters.sort) {
    // `sort=price_asc` (the API's names for the sorts) reads as val3 when val3 is absent.
    const named = SORTS.indexOf(params.get(SORT_NAME_PARAM) as MarketSort);
    filters.sort = named >= 0 ? String(named + 1) : DEFAULT_SORT;
  }
  return filters;
}

/** The canonical query string of a view ('' for everything, latest first); no leading '?'. */
export function marketSearchOf(filters: Partial<MarketFilters>): string {
  const params = new URLSearchParams();
  for (const group of PARAM_ORDER) {
    const value = filters[group] ?? '';
    if (value && !(group === 'sort' && value === DEFAULT_SORT)) params.set(MARKET_PARAMS[group], value);
  }
  return params.toString();
}

/** The market URL of `search`'s view with one filter changed ('' clears it). */
export function marketHrefWith(search: string, group: FilterGroup, value: string): string {
  const query = marketSearchOf({ ...parseMarketSearch(search), [group]: value });
  return query ? `/marketplace?${query}` : '/marketplace';
}

/** The market URL with one option chosen, keeping the other filters of `search`. */
export function marketHref(option: FilterOption, search = ''): string {
  return marketHrefWith(search, option.group, option.value);
}

/** Whether `option` is the one chosen in `search`. */
export function isSelected(option: FilterOption, search: string): boolean {
  return parseMarketSearch(search)[option.group] === option.value;
}

/** How many filters narrow the view (sort and the fixed-price / auction mode do not). */
export function activeFilterCount(filters: MarketFilters): number {
  return FILTER_GROUPS.filter((g) => g !== 'sort' && g !== 'mode' && filters[g]).length;
}

/** The market URL without filters: the view's sort and mode kept. */
export function clearedMarketHref(filters: MarketFilters): string {
  const query = marketSearchOf({ sort: filters.sort, mode: filters.mode });
  return query ? `/marketplace?${query}` : '/marketplace';
}

const AUCTION_SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/**
 * The GET /api/auctions query of a view (without cursor and size): the same filters; sort 1
 * newest, 2 lowest current price, 3 highest.
 */
export function auctionApiQuery(filters: MarketFilters): Record<string, string> {
  // Auctions are not searched: the field is not shown there.
  const { sort: _sort, q: _q, ...rest } = marketApiQuery(filters);
  return { ...rest, sort: AUCTION_SORTS[Number(filters.sort) - 1] ?? 'newest' };
}

/** The GET /api/marketplace/list query of a view (without cursor and size). */
export function marketApiQuery(filters: MarketFilters): Record<string, string> {
  const query: Record<string, string> = { sort: SORTS[Number(filters.sort) - 1] ?? 'latest' };
  const fields: [FilterGroup, string][] = [
    ['kind', 'kind'],
    ['camp', 'camp'],
    ['profession', 'profession'],
    ['grade', 'grade'],
    ['skill', 'element'],
    ['star', 'star'],
    ['coin', 'coin'],
    ['search', 'q'],
  ];
  for (const [group, field] of fields) if (filters[group]) query[field] = filters[group];
  return query;
}
