import { expect, type Page, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { ASSET_KINDS } from '../../packages/shared/src/catalogue.ts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { text } from '../support/locales.ts';
import {
  assetIdOf,
  assetItem,
  marketApi,
  marketCard,
  marketGrid,
  tradeActions,
  tradePanel,
} from '../support/market.ts';
import { signInByApi, TEST_KEYS, useToken } from '../support/session.ts';
import { accountBalance, shortAddress, toast, valueAfter } from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// The seed gives the first two anvil dev accounts (the demo wallets) an activated account, game
// balances in every coin and game assets. The seller is the first; the second's listings and
// balance are other tests'.
const SELLER = privateKeyToAccount(TEST_KEYS[0]);
const SECOND_DEMO = privateKeyToAccount(TEST_KEYS[1]);
const FUND_PASSWORD = 'Jade-Fund-2468';
const DEMO_WALLETS = [shortAddress(SECOND_DEMO.address), shortAddress(SELLER.address)];

async function userInfo(request: import('@playwright/test').APIRequestContext, token: string) {
  const res = await request.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data as {
    userid: number;
    coins: Record<string, string>;
  };
}

/** The account home's "My assets" section. */
const myAssets = (page: Page) => page.getByRole('region', { name: text('en', 'account.myAssets') });
/** A status badge's text, as an asset's list item shows it. */
const status = (name: 'onSale' | 'idle') => text('en', `status.${name}`);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a player buys a hero card with the fund password and finds it in my assets', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A fresh buyer is funded and activated on chain first (up to ~30 s on a busy machine).
  test.setTimeout(120_000);
  // The cheapest MDS hero card of an ordinary seller (the demo wallets' listings are other tests').
  const { items } = await marketApi(request, { kind: 'hero', coin: 'MDS', sort: 'price_asc', size: '60' });
  // On server 1, where the buyer's role is.
  const target = items.find((i) => !DEMO_WALLETS.includes(i.seller) && i.server_id === 1)!;
  expect(target, 'a hero card of an ordinary seller').toBeTruthy();
  // A buyer of its own (no other test moves its balance): activated, with the price and 1 MDS more.
  const buyer = await activatedPlayerWithMds(request, BigInt(target.price) / 10n ** 18n + 1n);
  const { token } = buyer;
  await setFundPasswordByApi(request, token, FUND_PASSWORD);
  const before = await userInfo(request, token);
  const balance = BigInt(before.coins.MDS ?? '0');

  await useToken(context, baseURL!, token);
  await page.goto('/marketplace?val3=2&kind=hero&coin=MDS');
  await marketGrid(page);
  await marketCard(page, target.id).click();
  await expect(page).toHaveURL(new RegExp(`/cardDetail\\?id=${target.id}$`));
  // The panel's price, exact in the coin's 18 decimals (the coin beside it).
  const panel = tradePanel(page, 'en');
  await expect(valueAfter(panel, 'Current price')).toHaveText(`${formatUnits(BigInt(target.price), 18)}MDS`);

  await panel.getByRole('button', { name: 'Buy now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy', exact: true });
  await expect(dialog).toBeVisible();
  await expect(valueAfter(dialog, 'Price')).toHaveText(`${formatUnits(BigInt(target.price), 18)}MDS`);
  await expect(valueAfter(dialog, 'Market fee (5%, paid by the seller)')).toHaveText(
    `${formatUnits((BigInt(target.price) * 500n) / 10_000n, 18)} MDS`,
  );
  await expect(valueAfter(dialog, 'Available MDS')).toHaveText(`${formatUnits(balance, 18)} MDS`);
  await expect(valueAfter(dialog, 'Balance after purchase')).toHaveText(
    `${formatUnits(balance - BigInt(target.price), 18)} MDS`,
  );

  // No password: the form says so; a wrong one: the server's message, and nothing is bought.
  const confirm = dialog.getByRole('button', { name: 'Confirm purchase' });
  const password = dialog.getByLabel('Fund password');
  await confirm.click();
  await expect(password).toHaveAccessibleDescription('Please enter the fund password.');
  await password.fill('not-my-fund-password');
  await confirm.click();
  await expect(toast(page, 'Fund password is wrong')).toBeVisible();
  await expect(dialog).toBeVisible();

  await password.fill(FUND_PASSWORD);
  await confirm.click();
  await expect(toast(page, `Bought: ${target.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The page now shows the buyer as the owner, who may sell it.
  await expect(
    valueAfter(page, 'Owner').getByText(shortAddress(buyer.address), { exact: true }),
  ).toBeVisible();
  await expect.poll(() => tradeActions(panel, 'en')).toEqual(['sell']);

  const after = await userInfo(request, token);
  expect(BigInt(after.coins.MDS!)).toBe(balance - BigInt(target.price));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(assetItem(myAssets(page), target.id)).toBeVisible();
  await expect(accountBalance(page, 'en', 'MDS').available).toHaveText(
    formatUnits(balance - BigInt(target.price), 18),
  );
  await myAssets(page)
    .getByRole('navigation', { name: 'Asset kinds' })
    .getByRole('link', { name: ASSET_KINDS.hero.names.en })
    .click();
  await expect(page).toHaveURL(/\/accountAccount\?tab=hero$/);
  await expect(assetItem(myAssets(page), target.id)).toBeVisible();
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
  const sellButton = { name: 'Sell', exact: true } as const;
  const item = myAssets(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', sellButton) })
    .first();
  await expect(item).toBeVisible();
  const id = await assetIdOf(item);
  const mine = assetItem(myAssets(page), id);
  const listing = async () => (await (await request.get(`/api/card/${id}`)).json()).data.listing;

  await mine.getByRole('button', sellButton).click();
  const sell = page.getByRole('dialog', { name: 'Sell', exact: true });
  const price = sell.getByLabel('Price', { exact: true });
  await price.fill('0');
  await sell.getByRole('button', { name: 'List for sale' }).click();
  await expect(price).toHaveAccessibleDescription('amount must be greater than zero');
  await price.fill('12.5');
  await sell.getByLabel('Coin', { exact: true }).selectOption('HFH');
  await expect(valueAfter(sell, 'Market fee (5%)')).toHaveText('0.625 HFH');
  await expect(valueAfter(sell, 'You receive')).toHaveText('11.875 HFH');
  await sell.getByRole('button', { name: 'List for sale' }).click();
  await expect(toast(page, 'is listed')).toBeVisible();
  await expect(mine.getByText(status('onSale'), { exact: true })).toBeVisible();
  // HFH has 8 decimals: 12.5 HFH is 1,250,000,000 base units.
  expect(await listing()).toMatchObject({ price: '1250000000', coin: 'HFH' });

  await mine.getByRole('button', { name: 'Modify price' }).click();
  const modify = page.getByRole('dialog', { name: 'Modify the price' });
  await expect(modify.getByLabel('Price', { exact: true })).toHaveValue('12.5');
  await modify.getByLabel('Price', { exact: true }).fill('13');
  await modify.getByRole('button', { name: 'Save new price' }).click();
  await expect(toast(page, 'New price saved')).toBeVisible();
  await expect.poll(async () => (await listing())?.price).toBe('1300000000');

  await mine.getByRole('button', { name: 'Cancel sale' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel the sale' })
    .getByRole('button', { name: 'Take off sale' })
    .click();
  await expect(toast(page, 'is off the market')).toBeVisible();
  await expect(mine.getByText(status('idle'), { exact: true })).toBeVisible();
  expect(await listing()).toBeNull();
});
