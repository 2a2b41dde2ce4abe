import { type APIRequestContext, expect, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { signInByApi, TEST_KEYS, useToken } from '../support/session.ts';
import { shortAddress, toast } from '../support/ui.ts';

// A fresh player with MDS of its own (no other test moves its balance) offers on an idle game
// card of the first demo wallet, which accepts it.
const OWNER = privateKeyToAccount(TEST_KEYS[0]);
const FUND_PASSWORD = 'Jade-Fund-2468';
const E18 = 10n ** 18n;
const OFFER = 3n * E18;

/** Calls as the role on server 1 (the demo owner's and the buyer's). */
const auth = (token: string) => ({ authorization: `Bearer ${token}`, serverid: '1' });
async function info(request: APIRequestContext, token: string) {
  const res = await request.get('/api/user/info', { headers: auth(token) });
  return (await res.json()).data as {
    coins: Record<string, string>;
    frozen_coins: Record<string, string>;
  };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a player offers on an asset, its owner accepts in the portfolio with one click, and the coins move', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // A fresh buyer is funded and activated on chain first (up to ~30 s on a busy machine).
  test.setTimeout(120_000);
  const buyer = await activatedPlayerWithMds(request, 10n);
  await setFundPasswordByApi(request, buyer.token, FUND_PASSWORD);
  const owner = await signInByApi(request, OWNER);
  // The owner's oldest idle card in the game (other tests take the newest ones).
  const list = await request.get('/api/user/card/list?location=game&size=100', {
    headers: auth(owner.token),
  });
  const cards = (await list.json()).data.items as {
    id: number;
    name: string;
    kind: number;
    status: number | null;
  }[];
  const asset = cards.filter((c) => c.status === null).at(-1)!;
  expect(asset, 'an idle game card of the owner').toBeTruthy();
  const buyerBefore = await info(request, buyer.token);
  const ownerBefore = await info(request, owner.token);

  // The buyer makes the offer on the detail page: 3 MDS for a day, with the fund password.
  await useToken(page.context(), baseURL!, buyer.token);
  await page.goto(`/cardDetail?id=${asset.id}`);
  const panel = page.getByRole('region', { name: 'Offers' });
  await panel.getByRole('button', { name: 'Make offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await dialog.getByLabel('Offer amount').fill('3');
  await dialog.getByRole('button', { name: 'Make offer' }).click();
  await expect(dialog.getByText('Please enter the fund password.')).toBeVisible();
  await dialog.getByLabel('Fund password').fill(FUND_PASSWORD);
  await dialog.getByRole('button', { name: 'Make offer' }).click();
  await expect(toast(page, 'Offer made')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Your offer' })).toContainText('3 MDS');
  const frozen = await info(request, buyer.token);
  expect(BigInt(frozen.frozen_coins.MDS!) - BigInt(buyerBefore.frozen_coins.MDS!)).toBe(OFFER);
  expect(BigInt(buyerBefore.coins.MDS!) - BigInt(frozen.coins.MDS!)).toBe(OFFER);

  // The owner sees it received in the portfolio and accepts it: one click and a confirmation.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ownerContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await useToken(ownerContext, baseURL!, owner.token);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/accountAccount');
  const portfolio = ownerPage.getByRole('region', { name: 'Portfolio' });
  const received = portfolio.getByRole('list', { name: 'Offers received' });
  const row = received.getByRole('listitem').filter({ hasText: asset.name }).filter({ hasText: '3 MDS' });
  await row.getByRole('button', { name: 'Accept' }).click();
  const accept = ownerPage.getByRole('dialog', { name: 'Accept offer' });
  await expect(accept).toContainText('2.85 MDS');
  await accept.getByRole('button', { name: 'Accept and sell' }).click();
  await expect(toast(ownerPage, `Sold “${asset.name}” to the offer`)).toBeVisible();
  await expect(row).toBeHidden();

  // Balances: the buyer's frozen 3 MDS paid, the owner got 3 MDS less the 5% fee; the card is the buyer's.
  const buyerAfter = await info(request, buyer.token);
  const ownerAfter = await info(request, owner.token);
  expect(buyerAfter.frozen_coins.MDS).toBe(buyerBefore.frozen_coins.MDS);
  expect(BigInt(buyerBefore.coins.MDS!) - BigInt(buyerAfter.coins.MDS!)).toBe(OFFER);
  expect(BigInt(ownerAfter.coins.MDS!) - BigInt(ownerBefore.coins.MDS!)).toBe(
    OFFER - (OFFER * 500n) / 10_000n,
  );
  const detail = (await (await request.get(`/api/card/${asset.id}`)).json()).data;
  expect(detail.owner.address.toLowerCase()).toBe(shortAddress(buyer.address));

  // The buyer's portfolio shows the offer accepted, and the card's collection among those held.
  await page.goto('/accountAccount');
  const mine = page.getByRole('region', { name: 'Portfolio' });
  await expect(
    mine
      .getByRole('list', { name: 'Offers made' })
      .getByRole('listitem')
      .filter({ hasText: asset.name })
      .first(),
  ).toContainText('Accepted');
  const kindName = ['Hero card', 'Equipment', 'Pet', 'Spirit stone'][asset.kind]!;
  await expect(mine.getByRole('row', { name: new RegExp(kindName) })).toBeVisible();
  await ownerContext.close();
});
