import { expect, type Page, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { api } from '../support/api.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { marketApi, marketCard, marketGrid } from '../support/market.ts';
import { signInByApi, TEST_KEYS, useToken } from '../support/session.ts';

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
  // The cheapest MDS equipment on sale on server 1, where the buyer's role is (no other browser
  // test trades equipment).
  const { items } = await marketApi(request, { kind: 'equip', coin: 'MDS', sort: 'price_asc', size: '60' });
  const item = items.find((i) => i.server_id === 1)!;
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
    headers: { authorization: `Bearer ${buyer.token}`, language: 'EN-US', serverid: '1' },
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

test('a visitor scrolled down the grid is offered a new listing instead of a reload, and the offer brings it to the top', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  // Requests for the grid's first page: a reload starts there (the next pages, asked for while
  // scrolling, carry a cursor).
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/marketplace/list') && !r.url().includes('cursor=')) listRequests.push(r.url());
  });
  await page.goto('/marketplace');
  const grid = await marketGrid(page);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeAttached();
  // Two screens down the latest listings: a reload would put the new one above the cards in view.
  // (Wheeled on until there: the page grows as the next pages load.)
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(1700);
  await markPage(page);
  const requestsBefore = listRequests.length;

  // The second demo wallet lists its first idle game asset (the activity spec lists its last one).
  const { token } = await signInByApi(request, privateKeyToAccount(TEST_KEYS[1]));
  const mine = await api<{ items: { id: number; status: number | null }[] }>(
    request,
    token,
    '/api/user/card/list?location=game&size=100',
  );
  const asset = mine.items.find((a) => a.status === null)!;
  expect(asset, 'an idle game asset of the demo wallet').toBeTruthy();
  const listed = await api<{ id: number }>(request, token, `/api/card/sell/${asset.id}`, {
    price: '725000000',
    coin: 'HFH',
  });
  try {
    const offer = page.getByRole('button', { name: 'New listings — show' });
    await expect(offer).toBeVisible({ timeout: 10_000 });
    // Offered, not loaded: the grid did not ask for its first page again, and the page stayed down.
    expect(listRequests.length).toBe(requestsBefore);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1700);
    await page.screenshot({ path: test.info().outputPath('new-listings-offer-1280.png') });

    await offer.click();
    await expect(offer).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(marketCard(page, asset.id)).toBeVisible();
    await expect(grid).toBeFocused();
    expect(listRequests.length).toBeGreaterThan(requestsBefore);
    expect(await stillSamePage(page)).toBe(true);
  } finally {
    await api(request, token, `/api/card/cancel/${listed.id}`, null);
  }
});
