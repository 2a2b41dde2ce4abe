import { expect, type Locator, type Page } from '@playwright/test';
import { type Locale, text } from './locales.ts';

/** An address as the pages show it (spec: the first 5 and the last 4 characters), in lower case. */
export const shortAddress = (address: string) => `${address.slice(0, 5)}…${address.slice(-4)}`.toLowerCase();

/** The page's heading (every page has one h1, see PageTitle). */
export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * A toast (errors are alerts, others statuses) that contains `hasText`; found by role also
 * while a modal dialog hides the rest of the page from assistive technology.
 */
export const toast = (page: Page, hasText: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText }).first();

/**
 * Runs `action` while looking for the toast it shows. A success toast lasts 5 s, and the page an
 * action navigates to (e.g. sign-in's redirect and that page's loaders) can take longer than that
 * on a busy machine, so a look that starts after the navigation may come when the toast is gone.
 */
export async function toastDuring(page: Page, hasText: string | RegExp, action: () => Promise<unknown>) {
  const seen = expect(toast(page, hasText)).toBeVisible({ timeout: 30_000 });
  // Awaited below; if the action fails first, its error is the one reported.
  seen.catch(() => {});
  await action();
  await seen;
}

/**
 * The top bar's link to the account, named by the signed-in wallet (topbar.walletLink);
 * `includeHidden` also while a modal dialog hides the page from assistive technology.
 */
export const walletLink = (page: Page, locale: Locale, includeHidden = false) =>
  page.getByRole('link', {
    name: text(locale, 'topbar.walletLink').split('{{address}}')[0]!.trim(),
    includeHidden,
  });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value (dd) that follows the term (dt) saying exactly `term`, inside `scope`. */
export const valueAfter = (scope: Page | Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * A coin's balance on the account page (a list item named by the coin in the Balances section):
 * its available and frozen amounts, the definitions of their terms.
 */
export function accountBalance(page: Page, locale: Locale, coin: string) {
  const item = page
    .getByRole('region', { name: text(locale, 'account.balances') })
    .getByRole('listitem', { name: coin, exact: true });
  return {
    available: item.getByRole('definition').nth(0),
    frozen: item.getByRole('definition').nth(1),
  };
}

const LOCALES: Locale[] = ['tw', 'en', 'in'];

/** A text of the web app as it reads in any of the three locales (for helpers used in every language). */
export const inAnyLocale = (key: string) =>
  new RegExp(`^(${LOCALES.map((l) => escapeRegExp(text(l, key))).join('|')})$`);

/** The login page's wallet button, named by its text in `locale` (when not given: in any locale). */
export const connectWalletButton = (page: Page, locale?: Locale) =>
  page.getByRole('button', {
    name: locale ? text(locale, 'login.connectWallet') : inAnyLocale('login.connectWallet'),
    exact: true,
  });
