import { expect, type Page, test } from '@playwright/test';
import { type Locale, text } from '../support/locales.ts';
import { signInContext, useLanguage } from '../support/session.ts';
import { pageTitle } from '../support/ui.ts';

/** The menu button; `includeHidden` also while its open drawer hides the page from assistive technology. */
const menuButton = (page: Page, includeHidden = false) =>
  page.getByRole('button', { name: text('tw', 'nav.openMenu'), includeHidden });
const drawerOf = (page: Page) => page.getByRole('dialog', { name: text('tw', 'drawer.title') });
const downloadDialog = (page: Page) => page.getByRole('dialog', { name: text('tw', 'download.title') });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer menu holds the market filters and links them to the market', async ({ page }) => {
    await page.goto('/login');
    await menuButton(page).click();
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    const grades = drawer.getByRole('region', { name: text('tw', 'market.filter.grade') });
    await grades.getByRole('link', { name: text('tw', 'market.grade.range', { from: 6, to: 10 }) }).click();
    await expect(page).toHaveURL(/\/marketplace\?.*val4=/);
    await expect(drawer).toBeHidden();
  });

  test('signed in, the drawer offers the account links and logout', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInContext(context, request, baseURL!);
    await page.goto('/marketplace');
    await menuButton(page).click();
    const drawer = drawerOf(page);
    const account = drawer.getByRole('navigation', { name: text('tw', 'drawer.account') });
    for (const link of ['mint', 'activity', 'invite', 'setting']) {
      await expect(account.getByRole('link', { name: text('tw', `drawer.${link}`) })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: text('tw', 'nav.logout') })).toBeVisible();
    await account.getByRole('link', { name: text('tw', 'drawer.setting') }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(drawer).toBeHidden();
  });

  for (const lang of ['tw', 'en', 'in'] as Locale[]) {
    test(`the account page fits (${lang}): its section and asset tabs wrap instead of scrolling sideways`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await signInContext(context, request, baseURL!);
      await useLanguage(context, baseURL!, lang);
      await page.goto('/accountAccount');
      const navs = ['account.nav.label', 'account.assetKinds'].map((key) =>
        page.getByRole('navigation', { name: text(lang, key), exact: true }),
      );
      await expect(navs[1]!.getByRole('link').first()).toBeVisible();
      // Nothing on the page scrolls sideways: neither the page nor a box within it.
      const sideways = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll('main *')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .filter(
            (el) => el === document.documentElement || /auto|scroll/.test(getComputedStyle(el).overflowX),
          )
          .map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? ''}`),
      );
      expect(sideways).toEqual([]);
      for (const [i, nav] of navs.entries()) {
        for (const link of await nav.getByRole('link').all()) {
          const box = (await link.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(375);
        }
        await nav.screenshot({ path: test.info().outputPath(`account-nav-${i}-375-${lang}.png`) });
      }
    });
  }

  test('the menu opens from the keyboard and Escape gives the focus back to its button', async ({ page }) => {
    await page.goto('/marketplace');
    const menu = menuButton(page, true);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

for (const lang of ['tw', 'en', 'in'] as Locale[]) {
  test(`the signed-in top bar fits (${lang}): at tablet and laptop widths no control wraps or runs off the edge`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInContext(context, request, baseURL!);
    await useLanguage(context, baseURL!, lang);
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/marketplace');
      const bar = page.locator('header').first();
      // Signed in: the wallet's address shows; logout is in the bar from 1024 px, in the menu below.
      await expect(bar.getByText(/^0x[0-9a-f]{3}/i)).toBeVisible();
      const logout = bar.getByRole('button', { name: text(lang, 'nav.logout') });
      await expect(logout).toBeVisible({ visible: width >= 1024 });
      // Each control of the bar's row: its box inside the window, each of its texts on one line.
      const controls = await bar.evaluate((header) => {
        const row = header.firstElementChild!;
        return [...row.querySelectorAll('a, button, [role="status"]')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            // Lines of the longest-wrapped text in it (a text node on two lines has two tops).
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            let lines = 0;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
              lines = Math.max(lines, new Set(rects.map((r) => Math.round(r.top))).size);
            }
            const box = el.getBoundingClientRect();
            return {
              name: el.textContent?.trim() ?? '',
              left: box.left,
              right: box.right,
              lines,
            };
          });
      });
      expect(controls.length).toBeGreaterThan(4);
      for (const control of controls) {
        const where = `${control.name} at ${width} px`;
        expect(control.left, where).toBeGreaterThanOrEqual(0);
        expect(control.right, where).toBeLessThanOrEqual(width);
        expect(control.lines, where).toBeLessThanOrEqual(1);
      }
      await bar.screenshot({ path: test.info().outputPath(`top-bar-${width}-${lang}.png`) });
    }
    // Off the market, the bar's search field shows from 1280 px, wide enough to read what is typed.
    await page.goto('/accountAccount');
    const search = page.locator('header search input');
    await expect(search).toBeVisible();
    expect((await search.boundingBox())!.width, `the search field in ${lang}`).toBeGreaterThanOrEqual(140);
  });
}

test('dialogs fetched on demand: the app download dialog opens from the keyboard and gives the focus back', async ({
  page,
}) => {
  await page.goto('/marketplace');
  const download = page.getByRole('button', { name: text('tw', 'nav.appDownload') });
  await download.focus();
  await page.keyboard.press('Enter');
  await expect(downloadDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(downloadDialog(page)).toBeHidden();
  await expect(download).toBeFocused();
  // A second opening works the same (the part stays loaded).
  await page.keyboard.press('Enter');
  await expect(downloadDialog(page)).toBeVisible();
});

test('the footer links come from website settings', async ({ page, request }) => {
  const settings = (await (await request.get('/api/website/setting')).json()).data as {
    key: string;
    value: string;
  }[];
  const value = (key: string) => new URL(settings.find((s) => s.key === key)!.value).href;
  await page.goto('/marketplace');
  const links = page.getByRole('navigation', { name: text('tw', 'footer.links') });
  const link = (key: string) => links.getByRole('link', { name: text('tw', key) });
  await expect(link('footer.website')).toHaveAttribute('href', value('website_url'));
  await expect(link('footer.twitter')).toHaveAttribute('href', value('twitter_url'));
  await expect(link('footer.telegram')).toHaveAttribute('href', value('telegram_url'));
});

test('a route chunk that fails to load shows a retry screen, and retry recovers', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInContext(context, request, baseURL!);
  let failing = true;
  await page.route(/\/assets\/setting-page[^/]*\.js$/, (route) =>
    failing ? route.abort() : route.continue(),
  );
  await page.goto('/setting');
  const retryScreen = page.getByRole('alert').filter({ hasText: text('tw', 'chunk.title') });
  await expect(retryScreen).toBeVisible();
  failing = false;
  await retryScreen.getByRole('button', { name: text('tw', 'chunk.retry') }).click();
  await expect(pageTitle(page)).toHaveText(text('tw', 'page.setting.title'));
  await expect(retryScreen).toBeHidden();
});

test('the first paint needs the HTML alone: its top bar is styled before any script or style sheet arrives', async ({
  page,
}) => {
  const requested: string[] = [];
  // Everything but the page itself stays on its way (no script runs, no other file arrives).
  await page.route(/\/assets\//, (route) => {
    requested.push(route.request().url());
  });
  await page.goto('/marketplace', { waitUntil: 'commit' });
  const bar = page.locator('#boot-shell > div');
  await expect(bar).toHaveCSS('height', '65px');
  await expect(bar).toHaveCSS('position', 'sticky');
  expect(requested.filter((url) => url.endsWith('.css'))).toEqual([]);
});

test("a page's chunks and texts come named in its HTML: the app adds no preloads and fetches each file once", async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/marketplace', { headers: { cookie: 'lang=en' } })).text();
  // The page's own files, after the entry's (build/page-preloads.ts, server http/web-app.ts).
  const pageFiles = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g),
  ].map(([, href]) => href as string);
  expect(pageFiles.some((file) => /\/assets\/marketplace-page-[^/]+\.js$/.test(file))).toBe(true);
  expect(pageFiles.some((file) => /\/assets\/en-[^/]+\.js$/.test(file))).toBe(true);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/')) requested.push(new URL(r.url()).pathname);
  });
  await useLanguage(page.context(), baseURL!, 'en');
  await page.goto('/marketplace');
  await expect(pageTitle(page)).toHaveText(text('en', 'page.marketplace.title'));
  const preloads = () => page.locator('link[rel="modulepreload"]').count();
  const inHtml = [...html.matchAll(/<link rel="modulepreload"/g)].length;
  expect(await preloads()).toBe(inHtml);
  for (const file of pageFiles) expect(requested).toContain(file);
  expect(requested.length).toBe(new Set(requested).size);
});
