import { type APIRequestContext, expect, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
import { text } from '../support/locales.ts';
import { marketApi, tradeActions, tradePanel } from '../support/market.ts';
import { TEST_KEYS, useToken } from '../support/session.ts';
import { shortAddress, toast, valueAfter } from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const DEMO_WALLETS = [0, 1].map((i) => shortAddress(privateKeyToAccount(TEST_KEYS[i]!).address));
const FUND_PASSWORD = 'Jade-Sync-1357';

/** What the reference game itself holds for a role (its own read, through the market's development route). */
async function gameHolds(request: APIRequestContext, userId: number, serverId: number) {
  const res = await request.get(`/api/dev/game/inventory?user_id=${userId}&server_id=${serverId}`);
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as { assets: { asset_id: number; locked: boolean; lock_reason: string | null }[] };
}

/** The reference game out of service for `seconds` (its protocol calls answer 503), or back (0). */
async function gameDown(request: APIRequestContext, seconds: number) {
  const res = await request.post('/api/dev/game/down', { data: { seconds } });
  expect((await res.json()).code).toBe(200);
}

/** A demo listing on server 1 of an ordinary seller (`nth` of the cheapest MDS dragons), once the game holds it. */
async function demoDragon(request: APIRequestContext, nth: number) {
  const { items } = await marketApi(request, { kind: 'dragon', coin: 'MDS', sort: 'price_asc', size: '60' });
  const target = items.filter((i) => !DEMO_WALLETS.includes(i.seller) && i.server_id === 1)[nth]!;
  expect(target, 'a dragon of an ordinary seller on server 1').toBeTruthy();
  const detail = await (await request.get(`/api/card/${target.id}`)).json();
  const sellerId = Number(detail.data.owner.userid);
  // The demo catalogue is told to the game at seeding: the game holds it for the seller, locked for the sale.
  await expect
    .poll(async () => (await gameHolds(request, sellerId, 1)).assets.find((a) => a.asset_id === target.id), {
      timeout: 200_000,
    })
    .toMatchObject({ locked: true, lock_reason: 'sale' });
  return { target, sellerId };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a dragon sold on server 1 reaches the game: the game holds it for the buyer’s role, no longer for the seller’s', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const { target, sellerId } = await demoDragon(request, 0);

  const buyer = await activatedPlayerWithMds(request, BigInt(target.price) / 10n ** 18n + 1n);
  await setFundPasswordByApi(request, buyer.token, FUND_PASSWORD);
  await useToken(context, baseURL!, buyer.token);
  await page.goto(`/cardDetail?id=${target.id}`);
  const panel = tradePanel(page, 'en');
  await panel.getByRole('button', { name: 'Buy now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy', exact: true });
  await dialog.getByLabel('Fund password').fill(FUND_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(toast(page, `Bought: ${target.name}`)).toBeVisible();
  await expect(
    valueAfter(page, 'Owner').getByText(shortAddress(buyer.address), { exact: true }),
  ).toBeVisible();

  // The game process reports the new owner: the buyer's role on server 1 holds it, unlocked.
  await expect
    .poll(
      async () => (await gameHolds(request, buyer.userid, 1)).assets.find((a) => a.asset_id === target.id),
      {
        timeout: 60_000,
      },
    )
    .toMatchObject({ locked: false });
  expect((await gameHolds(request, sellerId, 1)).assets.map((a) => a.asset_id)).not.toContain(target.id);
  // Acknowledged: the page shows no sync state, and the buyer may sell it.
  await page.reload();
  await expect.poll(() => tradeActions(panel, 'en')).toEqual(['sell']);
  await expect(panel.locator('[data-sync]')).toHaveCount(0);
});

test('the game down during a sale: the sale completes, the asset shows "updating game data" until the game is back and has it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const { target, sellerId } = await demoDragon(request, 1);
  const buyer = await activatedPlayerWithMds(request, BigInt(target.price) / 10n ** 18n + 1n);
  await setFundPasswordByApi(request, buyer.token, FUND_PASSWORD);
  await useToken(context, baseURL!, buyer.token);
  await page.goto(`/cardDetail?id=${target.id}`);
  const panel = tradePanel(page, 'en');
  await expect(panel.getByRole('button', { name: 'Buy now', exact: true })).toBeVisible();

  await gameDown(request, 600);
  try {
    await panel.getByRole('button', { name: 'Buy now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy', exact: true });
    await dialog.getByLabel('Fund password').fill(FUND_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();
    // The market does not wait for the game: the purchase completes.
    await expect(toast(page, `Bought: ${target.name}`)).toBeVisible();
    await page.reload();
    const updating = panel.getByText(text('en', 'asset.sync.updating'), { exact: true });
    await expect(updating).toBeVisible();
    // Travelling, not failed: the new owner may act on it.
    await expect.poll(() => tradeActions(panel, 'en')).toEqual(['sell']);
    await page.screenshot({ path: test.info().outputPath('updating-game-data-en.png') });
    expect((await gameHolds(request, sellerId, 1)).assets.map((a) => a.asset_id)).toContain(target.id);
  } finally {
    await gameDown(request, 0);
  }
  // Back: the transfer reaches the game once, and the label goes.
  await expect
    .poll(
      async () => (await gameHolds(request, buyer.userid, 1)).assets.find((a) => a.asset_id === target.id),
      {
        timeout: 90_000,
      },
    )
    .toMatchObject({ locked: false });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(panel).toBeVisible();
        return panel.locator('[data-sync]').count();
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  expect((await gameHolds(request, sellerId, 1)).assets.map((a) => a.asset_id)).not.toContain(target.id);
});
