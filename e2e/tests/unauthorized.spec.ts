import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';
import { pageTitle, toast } from '../support/ui.ts';

test('a 401 shows the server msg, removes the token and returns home after 0.5 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: 'expired-or-forged', url: baseURL! }]);
  // Both times on the browser's clock: the test process may hear of a response hundreds of
  // milliseconds after the page has (seen in CI: 157 ms "between" a 401 and the page leaving).
  await page.addInitScript(() => {
    const w = window as unknown as { __leftAt?: number };
    const original = history.pushState.bind(history);
    const originalReplace = history.replaceState.bind(history);
    const note = (url: string | URL | null | undefined) => {
      if (url != null && w.__leftAt === undefined) w.__leftAt = Date.now();
    };
    history.pushState = (data, unused, url) => {
      note(url);
      original(data, unused, url);
    };
    history.replaceState = (data, unused, url) => {
      note(url);
      originalReplace(data, unused, url);
    };
  });
  // The account page asks several things at once; whichever answers 401 first signs the visitor out
  // (the others may then go without the token), so the first 401 of any API request is the cue.
  const answered: Promise<number>[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/api/') || r.status() !== 401) return;
    answered.push(r.finished().then(() => r.request().timing().startTime + r.request().timing().responseEnd));
  });
  await page.goto('/accountAccount');
  await expect(toast(page, '請先登入')).toBeVisible();
  await page.waitForURL(/\/login$/);
  const answeredAt = Math.min(...(await Promise.all(answered)));
  const leftAt = await page.evaluate(() => (window as unknown as { __leftAt: number }).__leftAt);
  expect(leftAt - answeredAt).toBeGreaterThanOrEqual(400);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await expect(pageTitle(page)).toHaveText(text('tw', 'page.login.title'));
});

test('a request with no answer shows Server Error', async ({ page }) => {
  await page.route('**/api/website/setting', (route) => route.abort('connectionrefused'));
  await page.goto('/marketplace');
  await expect(toast(page, text('tw', 'error.server'))).toBeVisible();
});
