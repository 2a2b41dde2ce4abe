import { expect, test } from '@playwright/test';
import { text } from '../support/locales.ts';
import { pageTitle, toast } from '../support/ui.ts';

test('a 401 shows the server msg, removes the token and returns home after 0.5 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'token', value: 'expired-or-forged', url: baseURL! }]);
  // Both times on the browser's clock, noted by the page itself: the test process may hear of a
  // response hundreds of milliseconds after the page has (seen in CI: 157 ms "between" a 401 and the
  // page leaving), and a response's finished() may never settle once the page has moved on.
  await page.addInitScript(() => {
    const w = window as unknown as { __answeredAt?: number; __leftAt?: number };
    // The account page asks several things at once; whichever answers 401 first signs the visitor
    // out (the others may then go without the token), so the first 401 of any API request is the cue.
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      if (response.status === 401 && w.__answeredAt === undefined) w.__answeredAt = Date.now();
      return response;
    };
    const leave =
      (replace: typeof history.pushState) => (data: unknown, unused: string, url?: string | URL | null) => {
        if (url != null && w.__answeredAt !== undefined && w.__leftAt === undefined) w.__leftAt = Date.now();
        replace(data, unused, url);
      };
    history.pushState = leave(history.pushState.bind(history));
    history.replaceState = leave(history.replaceState.bind(history));
  });
  await page.goto('/accountAccount');
  await expect(toast(page, '請先登入')).toBeVisible();
  await page.waitForURL(/\/login$/);
  const { answeredAt, leftAt } = await page.evaluate(() => {
    const w = window as unknown as { __answeredAt: number; __leftAt: number };
    return { answeredAt: w.__answeredAt, leftAt: w.__leftAt };
  });
  expect(leftAt - answeredAt).toBeGreaterThanOrEqual(400);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await expect(pageTitle(page)).toHaveText(text('tw', 'page.login.title'));
});

test('a request with no answer shows Server Error', async ({ page }) => {
  await page.route('**/api/website/setting', (route) => route.abort('connectionrefused'));
  await page.goto('/marketplace');
  await expect(toast(page, text('tw', 'error.server'))).toBeVisible();
});
