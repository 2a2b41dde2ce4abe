import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds, apiData } from '../support/legion.ts';
import { marketApi } from '../support/market.ts';
import { useToken } from '../support/session.ts';
import { walletLink } from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const FUND_PASSWORD = 'Cart-Fund-1357';
const auth = (token: string) => ({ authorization: `Bearer ${token}`, language: 'EN-US' });

/** A fresh activated player with 3,000 MDS in the game and a fund password. */
async function buyer(request: APIRequestContext) {
  const player = await activatedPlayerWithMds(request, 3_000n);
  await setFundPasswordByApi(request, player.token, FUND_PASSWORD);
  return player;
}

const mdsOf = async (request: APIRequestContext, token: string) =>
  BigInt((await apiData<{ coins: Record<string, string> }>(request, '/api/user/info', token)).coins.MDS!);

/** Where a screenshot of this run goes (copied to the team's folder by hand, not kept in the repo). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test('a cart of 3 buys 2 when 1 was sold meanwhile; the bought ones are listed and taken off sale in bulk', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const me = await buyer(request);
  const rival = await buyer(request);
  // The three cheapest MDS pets of sellers no test signs in as (no other test trades pets).
  const { items } = await marketApi(request, { kind: 'pet', coin: 'MDS', sort: 'price_asc', size: '30' });
  const [first, sold, third] = items.slice(0, 3);
  expect(third, 'three pets on sale').toBeTruthy();

  await useToken(context, baseURL!, me.token);
  await page.goto('/marketplace?kind=pet&coin=MDS&val3=2');
  // Two from the grid (the button over each card's picture), one from its detail page.
  for (const item of [first!, sold!]) {
    const card = page.locator(`[data-testid="market-card"][data-asset-id="${item.id}"]`).locator('..');
    await card.getByRole('button', { name: `Add ${item.name} to the cart` }).click();
    await expect(card.getByRole('button', { name: `Remove ${item.name} from the cart` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await page.goto(`/cardDetail?id=${third!.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'In the cart · remove' })).toBeVisible();

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 3 listings' })).toBeVisible();

  // Meanwhile another player buys one of them through the API.
  const taken = await request.post('/api/card/buy', {
    headers: auth(rival.token),
    data: { id: sold!.id, pay_password: FUND_PASSWORD, expected_price: sold!.price, coin: 'MDS' },
  });
  expect((await taken.json()).code).toBe(200);

  const before = await mdsOf(request, me.token);
  await page.getByRole('button', { name: 'Cart, 3 listings' }).click();
  const sheet = page.getByRole('dialog', { name: 'Cart' });
  await expect(sheet.getByRole('list', { name: 'Listings in the cart' }).getByRole('listitem')).toHaveCount(
    3,
  );
  const total = BigInt(first!.price) + BigInt(sold!.price) + BigInt(third!.price);
  // The first figure of the totals is the total in MDS.
  await expect(sheet.getByRole('definition').first()).toHaveText(`${formatUnits(total, 18)} MDS`);
  await shot(page, 'cart-1280');
  await sheet.getByRole('button', { name: 'Buy all (3)' }).click();
  const password = sheet.getByLabel('Fund password');
  await expect(password).toHaveAccessibleDescription('Please enter the fund password.');
  await password.fill(FUND_PASSWORD);
  await sheet.getByRole('button', { name: 'Buy all (3)' }).click();

  await expect(sheet.getByRole('status')).toHaveText('Bought 2 of 3');
  const result = (id: number) => sheet.locator(`[data-testid="cart-result"][data-asset-id="${id}"]`);
  await expect(result(first!.id)).toHaveAttribute('data-ok', 'true');
  await expect(result(third!.id)).toHaveAttribute('data-ok', 'true');
  await expect(result(sold!.id)).toHaveAttribute('data-ok', 'false');
  await expect(result(sold!.id)).toContainText('Sorry, this item has already been sold or taken off sale.');
  await shot(page, 'cart-result-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'cart-result-375');
  // On a phone the top bar (behind the open sheet) still holds the cart, the bell and the whole wallet address.
  const wallet = await walletLink(page, 'en', true).boundingBox();
  expect(wallet!.x + wallet!.width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Charged for the two bought only; the cart is empty.
  expect(await mdsOf(request, me.token)).toBe(before - BigInt(first!.price) - BigInt(third!.price));
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'Cart, 0 listings' })).toBeVisible();

  // Bulk: list the two bought pets at a price each, then take both off sale at once.
  await page.goto('/accountAccount');
  const mine = (id: number) => page.locator(`[data-testid="my-asset"][data-asset-id="${id}"]`);
  await expect(mine(first!.id)).toBeVisible();
  await page.getByRole('button', { name: 'Select several' }).click();
  for (const item of [first!, third!]) await mine(item.id).getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Selected assets' }).getByRole('status')).toHaveText(
    '2 selected (at most 30)',
  );
  await page.getByRole('button', { name: 'List 2', exact: true }).click();
  const sell = page.getByRole('dialog', { name: 'List 2 assets' });
  await sell.getByText('A price for each', { exact: true }).click();
  await sell.getByTestId(`bulk-sell-price-${first!.id}`).fill('41.5');
  await sell.getByTestId(`bulk-sell-price-${third!.id}`).fill('0');
  await sell.getByRole('button', { name: 'List 2 for sale' }).click();
  await expect(sell.getByTestId(`bulk-sell-price-${third!.id}-error`)).toHaveText(
    'amount must be greater than zero',
  );
  await sell.getByTestId(`bulk-sell-price-${third!.id}`).fill('42');
  await shot(page, 'bulk-sell-1280');
  await sell.getByRole('button', { name: 'List 2 for sale' }).click();
  await expect(sell.getByRole('status')).toHaveText('Done for 2 of 2');
  const listing = async (id: number) => (await (await request.get(`/api/card/${id}`)).json()).data.listing;
  expect(await listing(first!.id)).toMatchObject({ price: (415n * 10n ** 17n).toString(), coin: 'MDS' });
  expect(await listing(third!.id)).toMatchObject({ price: (42n * 10n ** 18n).toString(), coin: 'MDS' });
  await sell.getByRole('button', { name: 'Close' }).first().click();
  await expect(mine(first!.id)).toHaveAttribute('data-status', '1');
  await expect(mine(third!.id)).toHaveAttribute('data-status', '1');

  for (const item of [first!, third!]) await mine(item.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Unlist 2' }).click();
  const cancel = page.getByRole('dialog', { name: 'Take 2 off sale' });
  await cancel.getByRole('button', { name: 'Take 2 off sale' }).click();
  await expect(cancel.getByRole('status')).toHaveText('Done for 2 of 2');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'bulk-cancel-375');
  expect(await listing(first!.id)).toBeNull();
  expect(await listing(third!.id)).toBeNull();
  await cancel.getByRole('button', { name: 'Close' }).first().click();
  await expect(mine(first!.id)).toHaveAttribute('data-status', 'idle');
});
