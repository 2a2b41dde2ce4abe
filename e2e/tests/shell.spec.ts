import { expect, test } from '@playwright/test';
import { signInByApi, useToken } from '../support/session.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer menu holds the market filters and links them to the market', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('drawer-filter-grade-6-10').click();
    await expect(page).toHaveURL(/\/marketplace\?.*val4=/);
    await expect(drawer).toBeHidden();
  });

  test('signed in, the drawer offers the account links and logout', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { token } = await signInByApi(request);
    await useToken(context, baseURL!, token);
    await page.goto('/marketplace');
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    for (const link of ['mint', 'activity', 'invite', 'setting']) {
      await expect(drawer.getByTestId(`drawer-link-${link}`)).toBeVisible();
    }
    await drawer.getByTestId('drawer-link-setting').click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(drawer.getByTestId('drawer-logout')).toBeHidden();
  });

  test('the menu opens from the keyboard and Escape gives the focus back to its button', async ({ page }) => {
    await page.goto('/marketplace');
    const menu = page.getByTestId('drawer-open');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test('dialogs fetched on demand: the app download dialog opens from the keyboard and gives the focus back', async ({
  page,
}) => {
  await page.goto('/marketplace');
  const download = page.getByTestId('app-download');
  await download.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('download-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('download-dialog')).toBeHidden();
  await expect(download).toBeFocused();
  // A second opening works the same (the part stays loaded).
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('download-dialog')).toBeVisible();
});

test('the footer links come from website settings', async ({ page, request }) => {
  const settings = (await (await request.get('/api/website/setting')).json()).data as {
    key: string;
    value: string;
  }[];
  const value = (key: string) => new URL(settings.find((s) => s.key === key)!.value).href;
  await page.goto('/marketplace');
  await expect(page.getByTestId('footer-website')).toHaveAttribute('href', value('website_url'));
  await expect(page.getByTestId('footer-twitter')).toHaveAttribute('href', value('twitter_url'));
  await expect(page.getByTestId('footer-telegram')).toHaveAttribute('href', value('telegram_url'));
});

test('a route chunk that fails to load shows a retry screen, and retry recovers', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signInByApi(request);
  await useToken(context, baseURL!, token);
  let failing = true;
  await page.route(/\/assets\/setting-page[^/]*\.js$/, (route) =>
    failing ? route.abort() : route.continue(),
  );
  await page.goto('/setting');
  await expect(page.getByTestId('chunk-retry')).toBeVisible();
  failing = false;
  await page.getByTestId('chunk-retry-button').click();
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('chunk-retry')).toBeHidden();
});
