import { expect, test } from '@playwright/test';
import { signInByApi, signInContext, useLanguage } from '../support/session.ts';
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
      // A shared asset page keeps where to come back to after signing in.
      const back = path.endsWith('Detail') ? `\\?next=${encodeURIComponent(path)}` : '';
      await expect(page, path).toHaveURL(new RegExp(`/login${back}$`));
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

  test('every screen of spec section 2 is reached by clicks from the home page', async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'en');
    await page.goto('/');
    await expect(pageTitle(page)).toHaveText('My account');
    const walk: [nav: string, link: string, title: string, path: string][] = [
      ['Account sections', 'Activity', 'Activity', '/activity'],
      ['Account sections', 'Legion', 'Legion', '/legion'],
      ['Legion', 'Legion rules', 'Legion rules', '/legion/rules'],
      ['Legion', 'Legion ranking', 'Legion ranking', '/legion/ranks'],
      ['Legion', 'Points history', 'Points history', '/legion/history'],
      ['Account sections', 'Invite', 'Invite & share', '/shares'],
      ['Account sections', 'Settings', 'Account settings', '/setting'],
      ['Account sections', 'Little dragon game', 'Little dragon game', '/dragong'],
    ];
    for (const [nav, link, title, path] of walk) {
      await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link }).click();
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      await expect(pageTitle(page), path).toHaveText(title);
    }
    // Back to the account from the little dragon game, then the market and an asset of each page kind.
    await page
      .getByRole('link', { name: /^My account/ })
      .first()
      .click();
    await expect(pageTitle(page)).toHaveText('My account');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await page.locator('a[href^="/cardDetail?id="]').first().click();
    await expect(page).toHaveURL(/\/cardDetail\?id=\d+$/);
    await expect(pageTitle(page)).toBeVisible();
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Kind' })
      .getByRole('link', { name: /dragon/i })
      .click();
    await page.locator('a[href^="/dragonDetail?id="]').first().click();
    await expect(page).toHaveURL(/\/dragonDetail\?id=\d+$/);
    await expect(pageTitle(page)).toBeVisible();
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
