/**
 * Market filters of the drawer (spec section 2) and their query parameters (val1 camp, val2
 * profession, val3 sort, val4 grade, val5 skill). Values are 1-based positions in these lists;
 * no parameter means "all". Move to packages/shared once the market list API reads them.
 */
export const MARKET_PARAMS = { sort: 'val3', grade: 'val4', skill: 'val5' } as const;
export type FilterGroup = keyof typeof MARKET_PARAMS;

export const SKILLS = ['fire', 'ice', 'wind', 'light', 'dark'] as const;
export const GRADE_RANGES = [
  [1, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 24],
] as const;
export const SORTS = ['latest', 'priceAsc', 'priceDesc'] as const;

export interface FilterOption {
  group: FilterGroup;
  /** Stable key for test ids: fire, 6-10, price-asc, all. */
  key: string;
  /** Parameter value; '' clears the parameter ("all"). */
  value: string;
}

const kebab = (text: string) => text.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The options of each filter group, in display order. */
export const FILTER_OPTIONS: Record<FilterGroup, readonly FilterOption[]> = {
  skill: [
    { group: 'skill', key: 'all', value: '' },
    ...SKILLS.map((skill, i) => ({ group: 'skill' as const, key: skill, value: String(i + 1) })),
  ],
  grade: GRADE_RANGES.map(([from, to], i) => ({
    group: 'grade' as const,
    key: `${from}-${to}`,
    value: String(i + 1),
  })),
  sort: SORTS.map((sort, i) => ({ group: 'sort' as const, key: kebab(sort), value: String(i + 1) })),
};

/** The market URL with one filter set (or cleared), keeping the other parameters of `search`. */
export function marketHref(option: FilterOption, search = ''): string {
  const params = new URLSearchParams(search);
  const name = MARKET_PARAMS[option.group];
  if (option.value) params.set(name, option.value);
  else params.delete(name);
  const query = params.toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}

// What a missing parameter means: all skills, any grade, latest first.
const DEFAULT_VALUE: Record<FilterGroup, string> = { skill: '', grade: '', sort: '1' };

/** Whether `option` is the one selected by `search`. */
export function isSelected(option: FilterOption, search: string): boolean {
  const value = new URLSearchParams(search).get(MARKET_PARAMS[option.group]) ?? DEFAULT_VALUE[option.group];
  return value === option.value;
}
