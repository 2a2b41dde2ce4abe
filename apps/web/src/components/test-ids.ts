/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const UI_TEST_IDS = {
  dialogClose: 'dialog-close',
  pageTitle: 'page-title',
  toastRegion: 'toast-region',
  toast: 'toast',
  toastDismiss: 'toast-dismiss',
  walletWrongNetwork: 'wallet-wrong-network',
  walletSwitchNetwork: 'wallet-switch-network',
  walletSwitchRejected: 'wallet-switch-rejected',
  // Slider captcha.
  captchaDialog: 'captcha-dialog',
  captchaLoading: 'captcha-loading',
  captchaBackground: 'captcha-background',
  captchaPiece: 'captcha-piece',
  captchaTrack: 'captcha-track',
  captchaSlider: 'captcha-slider',
  captchaStatus: 'captcha-status',
  captchaRefresh: 'captcha-refresh',
  // Asset pictures and labels (market cards, detail pages, my assets).
  assetArt: 'asset-art',
  assetImage: 'asset-image',
} as const;
