import { expect, test } from '@playwright/test';
import { type Locale, text } from '../support/locales.ts';

test('Traditional Chinese is the default; each language switch changes the page and survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/marketplace');
  const title = page.getByTestId('page-title');
  await expect(title).toHaveText(text('tw', 'page.marketplace.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  for (const locale of ['en', 'in', 'tw'] as Locale[]) {
    await page.getByTestId(`lang-option-${locale}`).click();
    await expect(title).toHaveText(text(locale, 'page.marketplace.title'));
    await expect(page.getByTestId('nav-market').first()).toHaveText(text(locale, 'nav.market'));
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
  await expect(page.getByTestId('toast').first()).toContainText('Please log in first');
});
