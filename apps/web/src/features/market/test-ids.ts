/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const MARKET_TEST_IDS = {
  // Market. Filter selects are marketFilterId(group); cards carry data-asset-id, data-kind,
  // data-camp, data-element, data-grade, data-star, data-coin and data-price.
  marketFilterBar: 'market-filter-bar',
  marketFiltersOpen: 'market-filters-open',
  marketClearFilters: 'market-clear-filters',
  marketSortMobile: 'market-sort-mobile',
  marketCoinNote: 'market-coin-note',
  marketGrid: 'market-grid',
  marketCard: 'market-card',
  marketLoading: 'market-loading',
  marketEmpty: 'market-empty',
  marketError: 'market-error',
  marketRetry: 'market-retry',
} as const;

/**
 * Market filter chips: `${scope}-filter-${group}-${key}` with scope drawer or market, e.g.
 * drawer-filter-skill-fire, market-filter-grade-6-10, drawer-filter-sort-price-asc.
 */
export const filterChipId = (scope: 'drawer' | 'market', group: string, key: string) =>
  `${scope}-filter-${group}-${key}`;

/** Desktop market filter selects: market-filter-camp, -profession, -sort, -grade, -skill, -star, -kind, -coin. */
export const marketFilterId = (group: string) => `market-filter-${group}`;
