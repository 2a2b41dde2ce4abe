import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { chainSettings } from '../support/chain.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds, apiData, fundWallet, reachBossLevel } from '../support/legion.ts';
import { text } from '../support/locales.ts';
import { marketApi } from '../support/market.ts';
import { signInByApi, useLanguage, useToken } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';
import { pageTitle, shortAddress, toast, toastDuring } from '../support/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

interface Info {
  userid: number;
  invite_code: string;
  summon_tickets: number;
  coins: Record<string, string>;
}
const infoOf = (request: APIRequestContext, token: string) => apiData<Info>(request, '/api/user/info', token);

/** A titled panel of a page: a region named by its title (key of the en locale). */
const region = (page: Page, key: string) => page.getByRole('region', { name: text('en', key) });
/** The rows of a titled panel's list. */
const rows = (page: Page, key: string) => region(page, key).getByRole('listitem');
/** The value (dd) that follows the term (dt) that says the en text of `key`. */
const valueAfter = (page: Page, key: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${text('en', key)}$`) })
    .locator('xpath=following-sibling::dd[1]');
const connectButton = (page: Page) =>
  page.getByRole('button', { name: text('en', 'login.connectWallet'), exact: true });

test('a new wallet opens a share link, signs in and activates; the inviter sees it activated and a ticket', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const settings = await chainSettings(request);
  const inviter = await signInByApi(request, privateKeyToAccount(generatePrivateKey()));
  const { invite_code: code } = await infoOf(request, inviter.token);

  // The inviter's page before: the link with its QR code, no invitee, no ticket.
  const inviterContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await useLanguage(inviterContext, baseURL!, 'en');
  await useToken(inviterContext, baseURL!, inviter.token);
  const inviterPage = await inviterContext.newPage();
  await inviterPage.goto('/shares');
  const shareCard = region(inviterPage, 'invite.cardTitle');
  await expect(shareCard.getByText(code, { exact: true })).toBeVisible();
  await expect(shareCard.getByText(`${baseURL}/login?invite=${code}`, { exact: true })).toBeVisible();
  await expect(shareCard.getByRole('img', { name: text('en', 'invite.qrAlt') })).toBeVisible();
  await expect(
    region(inviterPage, 'invite.listTitle').getByText(text('en', 'invite.emptyTitle')),
  ).toBeVisible();
  await expect(valueAfter(inviterPage, 'invite.tickets')).toHaveText('0');

  // The invitee: a brand-new wallet holding 1 MDV opens the share link and signs in.
  const key = generatePrivateKey();
  const invitee = privateKeyToAccount(key);
  await fundWallet(settings, invitee.address, { MDV: 1n });
  await installTestWallet(page, { keys: [key], rpcUrl: settings.rpc_url });
  await page.goto(`/login?invite=${code}`);
  await expect(page.getByText(text('en', 'login.invitedWith', { code }))).toBeVisible();
  await toastDuring(page, `Invite code ${code} is now your inviter`, async () => {
    await connectButton(page).click();
    await expect(page).toHaveURL(/\/accountAccount$/);
  });

  // Listed at once, not activated (state0).
  await inviterPage.reload();
  const row = rows(inviterPage, 'invite.listTitle');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shortAddress(invitee.address));
  await expect(row).toContainText('Not activated');

  // The invitee pays the 1 MDV activation from the account page; the chain confirms it.
  const card = region(page, 'activation.title');
  await card.getByRole('button', { name: 'Activate with 1 MDV' }).click();
  await expect(card).toHaveAttribute('data-state', 'activated', { timeout: 60_000 });

  // The inviter: state1 with its activation time, and one premium summon ticket.
  await expect
    .poll(async () => (await infoOf(request, inviter.token)).summon_tickets, { timeout: 20_000 })
    .toBe(1);
  await inviterPage.reload();
  await expect(row).toContainText('Activated');
  await expect(row).not.toContainText('Not activated');
  await expect(region(inviterPage, 'invite.listTitle').getByText('1 invited, 1 activated')).toBeVisible();
  await expect(valueAfter(inviterPage, 'invite.tickets')).toHaveText('1');
  await inviterPage.goto('/accountAccount');
  await expect(inviterPage.getByRole('link', { name: text('en', 'invite.tickets') })).toContainText('1');
  await inviterContext.close();
});

test('an unknown invite code is said and does not stop the sign-in', async ({ page, request }) => {
  const settings = await chainSettings(request);
  const key = generatePrivateKey();
  await installTestWallet(page, { keys: [key], rpcUrl: settings.rpc_url });
  await page.goto('/login?invite=NOSUCH99');
  await toastDuring(
    page,
    'Invite code NOSUCH99 does not exist: you are signed in without an inviter',
    async () => {
      await connectButton(page).click();
      await expect(page).toHaveURL(/\/accountAccount$/);
    },
  );
});

async function openLegion(page: Page, path: string) {
  await page.goto(path);
  await expect(pageTitle(page)).toBeVisible();
}

test('a player reaches Warrior in the game, earns 6% of an MDS purchase and claims it as MDS; the ranking shows it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const player = await activatedPlayerWithMds(request, 5_000n);
  const fundPassword = 'Legion-Fund-2468';
  await setFundPasswordByApi(request, player.token, fundPassword);
  await useToken(context, baseURL!, player.token);

  // A Soldier first; the game reports boss level 30 passed: Warrior.
  await openLegion(page, '/legion');
  const level = region(page, 'legion.myLevel');
  await expect(level.getByText('Soldier', { exact: true })).toBeVisible();
  await expect(level.getByText('Level 1', { exact: true })).toBeVisible();
  await reachBossLevel(request, player.token, player.userid, 30);
  await page.reload();
  await expect(level.getByText('Warrior', { exact: true })).toBeVisible();
  await expect(level).toContainText('Own spend 6%');

  // Buys a spirit stone in MDS it can afford (another kind than the market test's hero cards, a
  // random one of the cheapest, so parallel tests do not race for one listing): 6% in points.
  const { items } = await marketApi(request, { kind: 'stone', coin: 'MDS', sort: 'price_asc', size: '60' });
  const affordable = items.filter((i) => BigInt(i.price) <= 5_000n * 10n ** 18n && i.server_id === 1);
  expect(affordable.length, 'a spirit stone the player can afford').toBeGreaterThan(0);
  const target = affordable[Math.floor(Math.random() * affordable.length)]!;
  const bought = await request.post('/api/card/buy', {
    headers: { authorization: `Bearer ${player.token}`, language: 'EN-US', serverid: '1' },
    data: { id: target.id, pay_password: fundPassword, expected_price: target.price, coin: 'MDS' },
  });
  expect((await bought.json()).code, await bought.text()).toBe(200);
  const points = (BigInt(target.price) * 600n) / 10_000n;
  const shown = formatUnits(points, 18);
  const balanceBefore = BigInt((await infoOf(request, player.token)).coins.MDS!);

  await page.reload();
  const pointsCard = region(page, 'legion.points');
  // Claimable is the first of its values.
  const claimable = pointsCard.getByRole('definition').nth(0);
  const claimButton = pointsCard.getByRole('button', { name: text('en', 'legion.claim') });
  await expect(claimable).toContainText(shown);
  await expect(pointsCard.getByText(text('en', 'legion.claimNow'), { exact: true })).toBeVisible();
  await claimButton.click();
  await expect(toast(page, `Claimed ${shown} MDS`)).toBeVisible();
  await expect(claimable).toContainText('0 MDS');
  await expect(pointsCard.getByText(/^Next claim:/)).toBeVisible();
  await expect(claimButton).toBeDisabled();
  expect(BigInt((await infoOf(request, player.token)).coins.MDS!)).toBe(balanceBefore + points);
  // Once in 7 days: a second claim is refused by the server too.
  const again = await request.post('/api/receive/mds', {
    headers: { authorization: `Bearer ${player.token}`, language: 'EN-US', serverid: '1' },
  });
  expect(again.status()).toBe(429);

  // History: the spending reward and the claim.
  await openLegion(page, '/legion/history');
  const history = rows(page, 'legion.history.title');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText(text('en', 'legion.history.claim'));
  await expect(history.nth(1)).toContainText('Spending reward');
  await expect(history.nth(1)).toContainText(`+${shown}`);

  // Ranking of this month: my place and my row with my points.
  await openLegion(page, '/legion/ranks');
  const month = new Date().toISOString().slice(0, 7);
  await expect(page.getByText(`${month} (UTC)`, { exact: true })).toBeVisible();
  const mine = await apiData<{ mine: { rank: number; points: string } }>(
    request,
    '/api/integral/rank',
    player.token,
  );
  expect(mine.mine.points).toBe(points.toString());
  await expect(valueAfter(page, 'legion.rank.mine')).toContainText(`No. ${mine.mine.rank}`);
  const ranking = rows(page, 'legion.rank.top');
  await expect(
    ranking.filter({ hasText: shortAddress(privateKeyToAccount(generatePrivateKey()).address) }),
  ).toHaveCount(0);
  const address = (await apiData<{ address: string }>(request, '/api/user/info', player.token)).address;
  await expect(ranking.filter({ hasText: shortAddress(address) })).toContainText(shown);
});
