import { expect, type Page, test } from '@playwright/test';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { marketApi } from '../support/market.ts';
import { useToken } from '../support/session.ts';

const FUND_PASSWORD = 'Live-Fund-2468';

/** The page has not loaded again since the marker was set (a live change, not a reload). */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { liveMarker: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { liveMarker?: boolean }).liveMarker === true);

test('a second browser sees a sale without reload: the grid loses the card, the detail page shows it sold', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The cheapest MDS equipment on sale (no other browser test trades equipment).
  const { items } = await marketApi(request, { kind: 'equip', coin: 'MDS', sort: 'price_asc', size: '30' });
  const item = items[0]!;
  expect(item, 'an equipment on sale').toBeTruthy();
  const buyer = await activatedPlayerWithMds(request, BigInt(item.price) / 10n ** 18n + 10n);
  await setFundPasswordByApi(request, buyer.token, FUND_PASSWORD);

  // Two other visitors, each in a browser of their own: one on the grid, one on the detail page
  // (signed in and activated: the detail page is an account page, and only an activated account
  // is offered "Buy now"; a new one is asked to activate first).
  const watcher = await activatedPlayerWithMds(request, 1n);
  const visitors = await Promise.all(
    [1280, 375].map((width) => browser.newContext({ viewport: { width, height: 900 } })),
  );
  for (const context of visitors) await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await useToken(visitors[1]!, baseURL!, watcher.token);
  const [grid, detail] = await Promise.all(visitors.map((context) => context.newPage()));
  await grid!.goto('/marketplace?kind=equip&coin=MDS&sort=price_asc');
  await detail!.goto(`/cardDetail?id=${item.id}`);
  const card = grid!.locator(`[data-testid="market-card"][data-asset-id="${item.id}"]`);
  await expect(card).toBeVisible();
  await expect(detail!.getByRole('button', { name: 'Buy now' })).toBeVisible();
  for (const page of [grid!, detail!]) {
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeAttached();
    await markPage(page);
  }
  await grid!.screenshot({ path: test.info().outputPath('live-grid-before-1280.png') });

  const started = Date.now();
  const bought = await request.post('/api/card/buy', {
    headers: { authorization: `Bearer ${buyer.token}`, language: 'EN-US' },
    data: { id: item.id, pay_password: FUND_PASSWORD, expected_price: item.price, coin: 'MDS' },
  });
  expect((await bought.json()).code).toBe(200);

  await expect(card).toHaveCount(0, { timeout: 5_000 });
  console.log(`grid without the sold card ${Date.now() - started} ms after the purchase`);
  await expect(detail!.getByRole('button', { name: 'Buy now' })).toHaveCount(0, { timeout: 5_000 });
  for (const page of [grid!, detail!]) expect(await stillSamePage(page)).toBe(true);
  await grid!.screenshot({ path: test.info().outputPath('live-grid-after-1280.png') });
  await detail!.screenshot({ path: test.info().outputPath('live-detail-after-375.png') });
  await Promise.all(visitors.map((context) => context.close()));
});
