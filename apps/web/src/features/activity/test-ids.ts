/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const ACTIVITY_TEST_IDS = {
  // Activity feed (/activity). Items carry data-activity-id, data-type and data-category; the
  // filter chips are activityFilterId(category).
  activityItem: 'activity-item',
  activityName: 'activity-name',
  activityAsset: 'activity-asset',
  activityAmount: 'activity-amount',
  activityFee: 'activity-fee',
  activityReceived: 'activity-received',
  activityParty: 'activity-party',
  activityEmpty: 'activity-empty',
  activityError: 'activity-error',
  activityRetry: 'activity-retry',
  activityLoadMore: 'activity-load-more',
  activityEnd: 'activity-end',
} as const;

/** Activity filter chips: activity-filter-all, -trade, -chain. */
export const activityFilterId = (category: string) => `activity-filter-${category}`;
