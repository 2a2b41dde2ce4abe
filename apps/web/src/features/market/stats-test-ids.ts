/**
 * data-testid values of the market's stats (a file of their own: the strip and the page load
 * lazily, and the market page's first load is at its budget). The strip's figures carry data-stat
 * (floor, listed, volume); the table's rows carry data-kind and data-grade.
 */
export const STATS_TEST_IDS = {
  statsStrip: 'market-stats-strip',
  statsTable: 'market-stats-table',
  statsChart: 'market-stats-chart',
} as const;
