/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const ASSETS_TEST_IDS = {
  // My assets (/accountAccount). Items carry data-asset-id and data-status.
  myAsset: 'my-asset',
} as const;
