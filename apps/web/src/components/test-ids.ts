/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const UI_TEST_IDS = {
  pageTitle: 'page-title',
  toast: 'toast',
  toastDismiss: 'toast-dismiss',
  // Slider captcha.
  captchaPiece: 'captcha-piece',
  // Asset pictures and labels (market cards, detail pages, my assets).
  assetArt: 'asset-art',
  assetImage: 'asset-image',
} as const;
