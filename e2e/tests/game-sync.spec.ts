import { type APIRequestContext, expect, test } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds } from '../support/legion.ts';
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

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
});

test('a dragon sold on server 1 reaches the game: the game holds it for the buyer’s role, no longer for the seller’s', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The cheapest MDS dragon of an ordinary demo seller on server 1 (the demo catalogue, told to
  // the game at seeding: the game holds it for the seller, locked for the sale).
  const { items } = await marketApi(request, { kind: 'dragon', coin: 'MDS', sort: 'price_asc', size: '60' });
  const target = items.find((i) => !DEMO_WALLETS.includes(i.seller) && i.server_id === 1)!;
  expect(target, 'a dragon of an ordinary seller on server 1').toBeTruthy();
  const detail = await (await request.get(`/api/card/${target.id}`)).json();
  const sellerId = Number(detail.data.owner.userid);
  await expect
    .poll(async () => (await gameHolds(request, sellerId, 1)).assets.find((a) => a.asset_id === target.id), {
      timeout: 90_000,
    })
    .toMatchObject({ locked: true, lock_reason: 'sale' });

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
