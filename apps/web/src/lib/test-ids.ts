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
