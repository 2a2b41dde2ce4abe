/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const SHELL_TEST_IDS = {
  topbar: 'topbar',
  logo: 'logo',
  navLogin: 'nav-login',
  logout: 'logout',
  drawer: 'drawer',
  drawerLogout: 'drawer-logout',
  accountNav: 'account-nav',
  footer: 'footer',
  footerWebsite: 'footer-website',
  footerTwitter: 'footer-twitter',
  footerTelegram: 'footer-telegram',
  chunkRetry: 'chunk-retry',
  chunkRetryButton: 'chunk-retry-button',
} as const;

/** lang-option-tw, lang-option-en, lang-option-in */
export const langOptionId = (locale: string) => `lang-option-${locale}`;

/** Account links of the drawer: drawer-link-mint, -activity, -invite, -setting. */
export const drawerLinkId = (name: string) => `drawer-link-${name}`;
