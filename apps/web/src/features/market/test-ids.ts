/**
 * data-testid values that browser tests and benchmarks use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const MARKET_TEST_IDS = {
  // The virtualised grid (bench/grid.mjs waits for it; the tests find it as the list "Market
  // listings") and its cards, which carry data-asset-id, data-kind, data-camp, data-profession,
  // data-element, data-grade, data-star, data-coin and data-price: the tests pick a listing by its
  // id and compare these with the API's answer.
  marketGrid: 'market-grid',
  marketCard: 'market-card',
} as const;
