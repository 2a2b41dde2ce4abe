import { expect, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { marketApi, marketGrid } from '../support/market.ts';
import { signInByApi, TEST_KEYS, useToken } from '../support/session.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// The seed gives the first two anvil dev accounts (the demo wallets) an activated account, game
// balances in every coin and game assets. The buyer is the second; the seller the first.
const BUYER = privateKeyToAccount(TEST_KEYS[1]);
const SELLER = privateKeyToAccount(TEST_KEYS[0]);
const FUND_PASSWORD = 'Jade-Fund-2468';
const short = (address: string) => `${address.slice(0, 5)}…${address.slice(-4)}`.toLowerCase();
const DEMO_WALLETS = [short(BUYER.address), short(SELLER.address)];

async function userInfo(request: import('@playwright/test').APIRequestContext, token: string) {
  const res = await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data as {
    userid: number;
    coins: Record<string, string>;
    has_pay_password: boolean;
  };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a player buys a hero card with the fund password and finds it in my assets', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signInByApi(request, BUYER);
  if (!(await userInfo(request, token)).has_pay_password) {
    await setFundPasswordByApi(request, token, FUND_PASSWORD);
  }
  const before = await userInfo(request, token);
  const balance = BigInt(before.coins.MDS ?? '0');
  // The cheapest MDS hero card of an ordinary seller (the demo wallets' listings are other tests').
  const { items } = await marketApi(request, { kind: 'hero', coin: 'MDS', sort: 'price_asc', size: '60' });
  const target = items.find((i) => !DEMO_WALLETS.includes(i.seller) && BigInt(i.price) <= balance)!;
  expect(target, 'a hero card the buyer can afford').toBeTruthy();

  await useToken(context, baseURL!, token);
  await page.goto('/marketplace?val3=2&kind=hero&coin=MDS');
  await marketGrid(page);
  await page.locator(`[data-testid="market-card"][data-asset-id="${target.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/cardDetail\\?id=${target.id}$`));
  await expect(page.getByTestId('asset-price')).toHaveAttribute('data-price', target.price);

  await page.getByTestId('trade-buy').click();
  const dialog = page.getByTestId('buy-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('buy-price')).toHaveAttribute('data-price', target.price);
  await expect(dialog.getByTestId('buy-price')).toContainText(formatUnits(BigInt(target.price), 18));
  await expect(dialog.getByTestId('buy-fee')).toHaveText(
    `${formatUnits((BigInt(target.price) * 500n) / 10_000n, 18)} MDS`,
  );
  await expect(dialog.getByTestId('buy-balance')).toHaveText(`${formatUnits(balance, 18)} MDS`);
  await expect(dialog.getByTestId('buy-balance-after')).toHaveText(
    `${formatUnits(balance - BigInt(target.price), 18)} MDS`,
  );

  // No password: the form says so; a wrong one: the server's message, and nothing is bought.
  await dialog.getByTestId('buy-submit').click();
  await expect(dialog.getByTestId('buy-password-error')).toHaveText('Please enter the fund password.');
  await dialog.getByTestId('buy-password').fill('not-my-fund-password');
  await dialog.getByTestId('buy-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Fund password is wrong' })).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByTestId('buy-password').fill(FUND_PASSWORD);
  await dialog.getByTestId('buy-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: `Bought: ${target.name}` })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The page now shows the buyer as the owner, who may sell it.
  await expect(page.getByTestId('asset-owner')).toHaveText(short(BUYER.address));
  await expect(page.getByTestId('trade-actions')).toHaveAttribute('data-actions', 'sell');

  const after = await userInfo(request, token);
  expect(BigInt(after.coins.MDS!)).toBe(balance - BigInt(target.price));

  await page.getByTestId('nav-account').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(page.locator(`[data-testid="my-asset"][data-asset-id="${target.id}"]`)).toBeVisible();
  await expect(page.getByTestId('balance-MDS-available')).toHaveText(
    formatUnits(balance - BigInt(target.price), 18),
  );
  await page.getByTestId('my-assets-tab-hero').click();
  await expect(page.locator(`[data-testid="my-asset"][data-asset-id="${target.id}"]`)).toBeVisible();
});

test('the owner lists an asset from my assets, changes its price and takes it off sale', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { token } = await signInByApi(request, SELLER);
  await useToken(context, baseURL!, token);
  await page.goto('/accountAccount');
  const item = page
    .getByTestId('my-asset')
    .filter({ has: page.getByTestId('trade-sell') })
    .first();
  await expect(item).toBeVisible();
  const id = Number(await item.getAttribute('data-asset-id'));
  const mine = page.locator(`[data-testid="my-asset"][data-asset-id="${id}"]`);
  const listing = async () => (await (await request.get(`/api/card/${id}`)).json()).data.listing;

  await mine.getByTestId('trade-sell').click();
  const sell = page.getByTestId('sell-dialog');
  await sell.getByTestId('sell-price').fill('0');
  await sell.getByTestId('sell-submit').click();
  await expect(sell.getByTestId('sell-price-error')).toHaveText('amount must be greater than zero');
  await sell.getByTestId('sell-price').fill('12.5');
  await sell.getByTestId('sell-coin').selectOption('HFH');
  await expect(sell.getByTestId('sell-fee')).toHaveText('0.625 HFH');
  await expect(sell.getByTestId('sell-receive')).toHaveText('11.875 HFH');
  await sell.getByTestId('sell-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'is listed' })).toBeVisible();
  await expect(mine).toHaveAttribute('data-status', '1');
  // HFH has 8 decimals: 12.5 HFH is 1,250,000,000 base units.
  expect(await listing()).toMatchObject({ price: '1250000000', coin: 'HFH' });

  await mine.getByTestId('trade-modify').click();
  await expect(sell.getByTestId('sell-price')).toHaveValue('12.5');
  await sell.getByTestId('sell-price').fill('13');
  await sell.getByTestId('sell-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'New price saved' })).toBeVisible();
  await expect.poll(async () => (await listing())?.price).toBe('1300000000');

  await mine.getByTestId('trade-cancel').click();
  await page.getByTestId('cancel-confirm').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'is off the market' })).toBeVisible();
  await expect(mine).toHaveAttribute('data-status', 'idle');
  expect(await listing()).toBeNull();
});
