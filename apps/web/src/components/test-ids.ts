/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const UI_TEST_IDS = {
  // Slider captcha.
  captchaPiece: 'captcha-piece',
} as const;
