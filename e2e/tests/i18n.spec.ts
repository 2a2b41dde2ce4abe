import { expect, test } from '@playwright/test';
import { type Locale, text } from '../support/locales.ts';
import { pageTitle, toast } from '../support/ui.ts';

test('Traditional Chinese is the default; each language switch changes the page and survives a reload', async ({
  page,
  context,
}) => {
  // Four languages, each loaded twice (a switch and a reload): over a minute on a busy machine.
  test.slow();
  await page.goto('/marketplace');
  const title = pageTitle(page);
  await expect(title).toHaveText(text('tw', 'page.marketplace.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  for (const locale of ['en', 'in', 'tw'] as Locale[]) {
    await page.getByRole('button', { name: text(locale, `lang.${locale}`) }).click();
    await expect(title).toHaveText(text(locale, 'page.marketplace.title'));
    const nav = page.getByRole('navigation', { name: text(locale, 'nav.main') });
    await expect(nav.getByRole('link', { name: text(locale, 'nav.market') })).toBeVisible();
    await page.reload();
    await expect(title).toHaveText(text(locale, 'page.marketplace.title'));
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe(locale);
  }
});

test('server messages follow the chosen language', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'lang', value: 'en', url: baseURL! },
    { name: 'token', value: 'forged', url: baseURL! },
  ]);
  await page.goto('/accountAccount');
  await expect(toast(page, 'Please log in first')).toBeVisible();
});
