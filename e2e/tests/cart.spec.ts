import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds, apiData } from '../support/legion.ts';
import { text } from '../support/locales.ts';
import { assetItem, marketApi, marketCard, marketGrid } from '../support/market.ts';
import { useToken } from '../support/session.ts';
import { walletLink } from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const FUND_PASSWORD = 'Cart-Fund-1357';
/** The buyers' role is on server 1, with the pets they buy. */
const auth = (token: string) => ({ authorization: `Bearer ${token}`, language: 'EN-US', serverid: '1' });

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
  // The three cheapest MDS pets of sellers no test signs in as (no other test trades pets), on
  // server 1, where the buyers' roles are.
  const { items } = await marketApi(request, { kind: 'pet', coin: 'MDS', sort: 'price_asc', size: '60' });
  const [first, sold, third] = items.filter((i) => i.server_id === 1).slice(0, 3);
  expect(third, 'three pets on sale').toBeTruthy();

  await useToken(context, baseURL!, me.token);
  await page.goto('/marketplace?kind=pet&coin=MDS&val3=2');
  const grid = await marketGrid(page);
  // Two from the grid (the button over each card's picture), one from its detail page.
  for (const item of [first!, sold!]) {
    const card = grid.getByRole('listitem').filter({ has: marketCard(page, item.id) });
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
  // A result per listing, in the cart's order: the first and third bought, the sold one not, with why.
  const results = sheet.getByRole('list', { name: 'Result per listing' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  for (const [i, item, outcome] of [
    [0, first!, 'Bought'],
    [1, sold!, 'Not bought'],
    [2, third!, 'Bought'],
  ] as const) {
    await expect(results.nth(i)).toContainText(item.name);
    await expect(results.nth(i).getByText(outcome, { exact: true })).toBeVisible();
  }
  await expect(results.nth(1)).toContainText('Sorry, this item has already been sold or taken off sale.');
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
  const mine = (id: number) =>
    assetItem(page.getByRole('region', { name: text('en', 'account.myAssets'), exact: true }), id);
  const status = (item: { id: number }, key: 'onSale' | 'idle') =>
    mine(item.id).getByText(text('en', `status.${key}`), { exact: true });
  await expect(mine(first!.id)).toBeVisible();
  await page.getByRole('button', { name: 'Select several' }).click();
  for (const item of [first!, third!]) await mine(item.id).getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Selected assets' }).getByRole('status')).toHaveText(
    '2 selected (at most 30)',
  );
  await page.getByRole('button', { name: 'List 2', exact: true }).click();
  const sell = page.getByRole('dialog', { name: 'List 2 assets' });
  await sell.getByText('A price for each', { exact: true }).click();
  // A price field per asset, in the order they were picked, each named by its asset.
  const prices = sell.getByRole('textbox', { name: /^Price of / });
  const [firstPrice, thirdPrice] = [prices.nth(0), prices.nth(1)];
  // Two assets of one name are told apart by their number ("火靈狐 #2686").
  const priceOf = (name: string) => new RegExp(`^Price of ${name}( #\\d+)?$`);
  await expect(firstPrice).toHaveAccessibleName(priceOf(first!.name));
  await expect(thirdPrice).toHaveAccessibleName(priceOf(third!.name));
  await firstPrice.fill('41.5');
  await thirdPrice.fill('0');
  await sell.getByRole('button', { name: 'List 2 for sale' }).click();
  await expect(thirdPrice).toHaveAccessibleDescription('amount must be greater than zero');
  await thirdPrice.fill('42');
  await shot(page, 'bulk-sell-1280');
  await sell.getByRole('button', { name: 'List 2 for sale' }).click();
  await expect(sell.getByRole('status')).toHaveText('Done for 2 of 2');
  const listing = async (id: number) => (await (await request.get(`/api/card/${id}`)).json()).data.listing;
  expect(await listing(first!.id)).toMatchObject({ price: (415n * 10n ** 17n).toString(), coin: 'MDS' });
  expect(await listing(third!.id)).toMatchObject({ price: (42n * 10n ** 18n).toString(), coin: 'MDS' });
  await sell.getByRole('button', { name: 'Close' }).first().click();
  await expect(status(first!, 'onSale')).toBeVisible();
  await expect(status(third!, 'onSale')).toBeVisible();

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
  await expect(status(first!, 'idle')).toBeVisible();
});
