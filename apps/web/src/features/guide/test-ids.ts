/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const GUIDE_TEST_IDS = {
  guide: 'guide',
  guideOpen: 'guide-open',
  guideNext: 'guide-next',
  guideBack: 'guide-back',
  guideSkip: 'guide-skip',
  guideGo: 'guide-go',
} as const;
