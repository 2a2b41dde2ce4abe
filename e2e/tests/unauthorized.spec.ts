import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';
import { pageTitle, toast } from '../support/ui.ts';

test('a 401 shows the server msg, removes the token and returns home after 0.5 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: 'expired-or-forged', url: baseURL! }]);
  // The account page asks several things at once; whichever answers 401 first signs the visitor out
  // (the others may then go without the token), so the first 401 of any API request is the cue.
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await page.goto('/accountAccount');
  await unauthorized;
  const answeredAt = Date.now();
  await expect(toast(page, '請先登入')).toBeVisible();
  await page.waitForURL(/\/login$/);
  expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(400);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await expect(pageTitle(page)).toHaveText(text('tw', 'page.login.title'));
});

test('a request with no answer shows Server Error', async ({ page }) => {
  await page.route('**/api/website/setting', (route) => route.abort('connectionrefused'));
  await page.goto('/marketplace');
  await expect(toast(page, text('tw', 'error.server'))).toBeVisible();
});
