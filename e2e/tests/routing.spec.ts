import { expect, test } from '@playwright/test';
import { signInByApi, signInContext } from '../support/session.ts';
import { pageTitle, walletLink } from '../support/ui.ts';

const closedWithoutToken = [
  '/Account',
  '/accountAccount',
  '/activity',
  '/legion',
  '/legion/rules',
  '/legion/ranks',
  '/legion/history',
  '/shares',
  '/setting',
  '/dragonDetail',
  '/cardDetail',
  '/dragong',
];

test.describe('without a token', () => {
  test('the home page redirects to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(pageTitle(page)).toBeVisible();
  });

  test('only home, login and marketplace are open; every other route goes to /login', async ({ page }) => {
    for (const path of closedWithoutToken) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await page.goto('/marketplace');
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(pageTitle(page)).toBeVisible();
  });

  test('unknown paths redirect to / and so to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('with a token', () => {
  test.beforeEach(async ({ context, request, baseURL }) => {
    await signInContext(context, request, baseURL!);
  });

  test('/login and /Account lead to the account home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/accountAccount$/);
    await page.goto('/Account');
    await expect(page).toHaveURL(/\/accountAccount$/);
  });

  test('every account route renders its page, none is blank', async ({ page }) => {
    for (const path of closedWithoutToken.filter((p) => p !== '/Account')) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(pageTitle(page), path).toBeVisible();
    }
  });

  test('the top bar shows the wallet address as first 5 and last 4 characters', async ({ page, request }) => {
    const { address } = await signInByApi(request);
    await page.goto('/marketplace');
    const lower = address.toLowerCase();
    await expect(walletLink(page, 'tw')).toHaveText(
      new RegExp(`${lower.slice(0, 5)}.+${lower.slice(-4)}`, 'i'),
    );
  });
});
