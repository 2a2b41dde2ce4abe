/**
 * Stable data-testid values for browser tests. Components use these constants; tests may use the
 * strings. Functions build ids for repeated items.
 */
export const TEST_IDS = {
  skipLink: 'skip-link',
  topbar: 'topbar',
  logo: 'logo',
  navMarket: 'nav-market',
  navAccount: 'nav-account',
  navLogin: 'nav-login',
  appDownload: 'app-download',
  downloadDialog: 'download-dialog',
  downloadQr: 'download-qr',
  downloadLink: 'download-link',
  downloadUnavailable: 'download-unavailable',
  walletAddress: 'wallet-address',
  logout: 'logout',
  logoutDialog: 'logout-dialog',
  logoutConfirm: 'logout-confirm',
  logoutCancel: 'logout-cancel',
  dialogClose: 'dialog-close',
  drawerOpen: 'drawer-open',
  drawer: 'drawer',
  drawerClose: 'drawer-close',
  drawerMarket: 'drawer-market',
  drawerLogin: 'drawer-login',
  drawerLogout: 'drawer-logout',
  accountNav: 'account-nav',
  footer: 'footer',
  footerWebsite: 'footer-website',
  footerTwitter: 'footer-twitter',
  footerTelegram: 'footer-telegram',
  langSwitch: 'lang-switch',
  pageTitle: 'page-title',
  comingSoon: 'coming-soon',
  pageLoading: 'page-loading',
  navProgress: 'nav-progress',
  chunkRetry: 'chunk-retry',
  chunkRetryButton: 'chunk-retry-button',
  toastRegion: 'toast-region',
  toast: 'toast',
  toastDismiss: 'toast-dismiss',
  loginTabWallet: 'login-tab-wallet',
  loginTabEmail: 'login-tab-email',
  loginPanel: 'login-panel',
  loginForget: 'login-forget',
  marketFilters: 'market-filters',
  // Sign-in. Every Field's error is `${id}-error`; a code field's send button is `${id}-send`.
  loginInvite: 'login-invite',
  loginEmail: 'login-email',
  loginPassword: 'login-password',
  loginSubmit: 'login-submit',
  walletConnect: 'wallet-connect',
  walletError: 'wallet-error',
  walletWrongNetwork: 'wallet-wrong-network',
  walletSwitchNetwork: 'wallet-switch-network',
  walletSwitchRejected: 'wallet-switch-rejected',
  accountAbnormalDialog: 'account-abnormal-dialog',
  abnormalLoginAddress: 'abnormal-login-address',
  abnormalWalletAddress: 'abnormal-wallet-address',
  abnormalSignIn: 'abnormal-sign-in',
  abnormalSwitchBack: 'abnormal-switch-back',
  abnormalSwitchHint: 'abnormal-switch-hint',
  forgetEmail: 'forget-email',
  forgetCode: 'forget-code',
  forgetPassword: 'forget-password',
  forgetRepeat: 'forget-repeat',
  forgetSubmit: 'forget-submit',
  forgetBack: 'forget-back',
  // Slider captcha.
  captchaDialog: 'captcha-dialog',
  captchaLoading: 'captcha-loading',
  captchaBackground: 'captcha-background',
  captchaPiece: 'captcha-piece',
  captchaTrack: 'captcha-track',
  captchaSlider: 'captcha-slider',
  captchaStatus: 'captcha-status',
  captchaRefresh: 'captcha-refresh',
  // Settings; the login and fund password forms use settingFieldId.
  settingLoading: 'setting-loading',
  settingProfile: 'setting-profile',
  settingAddress: 'setting-address',
  settingEmailValue: 'setting-email-value',
  settingNicknameValue: 'setting-nickname-value',
  settingSummaryPassword: 'setting-summary-password',
  settingSummaryPayPassword: 'setting-summary-paypwd',
  settingNicknameCard: 'setting-nickname-card',
  settingNickname: 'setting-nickname',
  settingNicknameSave: 'setting-nickname-save',
  settingEmailCard: 'setting-email-card',
  settingEmailCurrent: 'setting-email-current',
  settingEmailChange: 'setting-email-change',
  settingEmail: 'setting-email',
  settingEmailCode: 'setting-email-code',
  settingEmailLoginPassword: 'setting-email-login-password',
  settingEmailPassword: 'setting-email-password',
  settingEmailRepeat: 'setting-email-repeat',
  settingEmailSubmit: 'setting-email-submit',
  settingPasswordCard: 'setting-password-card',
  settingPasswordState: 'setting-password-state',
  settingPasswordBindFirst: 'setting-password-bind-first',
  settingPayPasswordCard: 'setting-paypwd-card',
  settingPayPasswordState: 'setting-paypwd-state',
  settingPayPasswordBindFirst: 'setting-paypwd-bind-first',
} as const;

/** lang-option-tw, lang-option-en, lang-option-in */
export const langOptionId = (locale: string) => `lang-option-${locale}`;

/** Account links of the drawer: drawer-link-mint, -activity, -invite, -setting. */
export const drawerLinkId = (name: string) => `drawer-link-${name}`;

/** Account section tabs: account-nav-account, -activity, -legion, -invite, -setting. */
export const accountNavId = (name: string) => `account-nav-${name}`;

/**
 * Market filter chips: `${scope}-filter-${group}-${key}` with scope drawer or market, e.g.
 * drawer-filter-skill-fire, market-filter-grade-6-10, drawer-filter-sort-price-asc.
 */
export const filterChipId = (scope: 'drawer' | 'market', group: string, key: string) =>
  `${scope}-filter-${group}-${key}`;

/** Wallets offered by name on the wallet tab: wallet-option-io.metamask, … (the connector id). */
export const walletOptionId = (connectorId: string) => `wallet-option-${connectorId}`;

/**
 * Fields of the login-password (form `password`) and fund-password (form `paypwd`) forms:
 * `${form}-proof` (login password), `${form}-code` (e-mail code), `${form}-new`, `${form}-repeat`,
 * `${form}-submit`; the proof method choices are `${form}-method-password` and `${form}-method-code`.
 */
export const settingFieldId = (form: 'password' | 'paypwd', field: string) => `${form}-${field}`;
