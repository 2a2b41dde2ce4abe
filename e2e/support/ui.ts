import type { Locator, Page } from '@playwright/test';
import { type Locale, text } from './locales.ts';

/** The page's heading (every page has one h1, see PageTitle). */
export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * A toast (errors are alerts, others statuses) that contains `hasText`; `includeHidden` also
 * while a modal dialog hides the page (and the toasts) from assistive technology.
 */
export const toast = (page: Page, hasText: string | RegExp, includeHidden = false) =>
  page
    .getByRole('alert', { includeHidden })
    .or(page.getByRole('status', { includeHidden }))
    .filter({ hasText })
    .first();

/**
 * The top bar's link to the account, named by the signed-in wallet (topbar.walletLink);
 * `includeHidden` also while a modal dialog hides the page from assistive technology.
 */
export const walletLink = (page: Page, locale: Locale, includeHidden = false) =>
  page.getByRole('link', {
    name: text(locale, 'topbar.walletLink').split('{{address}}')[0]!.trim(),
    includeHidden,
  });

/** The value (dd) that follows the term (dt) saying exactly `term`, inside `scope`. */
export const valueAfter = (scope: Page | Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
