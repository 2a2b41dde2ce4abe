/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const SHELL_TEST_IDS = {
  navLogin: 'nav-login',
  logout: 'logout',
} as const;

/** lang-option-tw, lang-option-en, lang-option-in */
export const langOptionId = (locale: string) => `lang-option-${locale}`;
