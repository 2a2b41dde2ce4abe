import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import { chainSettings } from '../support/chain.ts';
import { setFundPasswordByApi } from '../support/fund-password.ts';
import { activatedPlayerWithMds, apiData, fundWallet, reachBossLevel } from '../support/legion.ts';
import { marketApi } from '../support/market.ts';
import { signInByApi, useLanguage, useToken } from '../support/session.ts';
import { installTestWallet } from '../support/test-wallet.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

const short = (address: string) => `${address.slice(0, 5)}…${address.slice(-4)}`.toLowerCase();

interface Info {
  userid: number;
  invite_code: string;
  summon_tickets: number;
  coins: Record<string, string>;
}
const infoOf = (request: APIRequestContext, token: string) => apiData<Info>(request, '/api/user/info', token);

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
  await expect(inviterPage.getByTestId('invite-code')).toHaveText(code);
  await expect(inviterPage.getByTestId('invite-link')).toHaveText(`${baseURL}/login?invite=${code}`);
  await expect(inviterPage.getByTestId('invite-qr').locator('svg')).toBeVisible();
  await expect(inviterPage.getByTestId('invite-empty')).toBeVisible();
  await expect(inviterPage.getByTestId('invite-tickets')).toHaveText('0');

  // The invitee: a brand-new wallet holding 1 MDV opens the share link and signs in.
  const key = generatePrivateKey();
  const invitee = privateKeyToAccount(key);
  await fundWallet(settings, invitee.address, { MDV: 1n });
  await installTestWallet(page, { keys: [key], rpcUrl: settings.rpc_url });
  await page.goto(`/login?invite=${code}`);
  await expect(page.getByTestId('login-invite')).toContainText(code);
  await page.getByTestId('wallet-connect').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(
    page.getByTestId('toast').filter({ hasText: `Invite code ${code} is now your inviter` }),
  ).toBeVisible();

  // Listed at once, not activated (state0).
  await inviterPage.reload();
  const row = inviterPage.getByTestId('invitee-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', '0');
  await expect(row).toContainText(short(invitee.address));
  await expect(row).toContainText('Not activated');

  // The invitee pays the 1 MDV activation from the account page; the chain confirms it.
  const card = page.getByTestId('activation-card');
  await card.getByTestId('activation-submit').click();
  await expect(card).toHaveAttribute('data-state', 'activated', { timeout: 60_000 });

  // The inviter: state1 with its activation time, and one premium summon ticket.
  await expect
    .poll(async () => (await infoOf(request, inviter.token)).summon_tickets, { timeout: 20_000 })
    .toBe(1);
  await inviterPage.reload();
  await expect(row).toHaveAttribute('data-state', '1');
  await expect(row).toContainText('Activated');
  await expect(inviterPage.getByTestId('invite-counts')).toHaveText('1 invited, 1 activated');
  await expect(inviterPage.getByTestId('invite-tickets')).toHaveText('1');
  await inviterPage.goto('/accountAccount');
  await expect(inviterPage.getByTestId('account-tickets')).toContainText('1');
  await inviterContext.close();
});

test('an unknown invite code is said and does not stop the sign-in', async ({ page, request }) => {
  const settings = await chainSettings(request);
  const key = generatePrivateKey();
  await installTestWallet(page, { keys: [key], rpcUrl: settings.rpc_url });
  await page.goto('/login?invite=NOSUCH99');
  await page.getByTestId('wallet-connect').click();
  await expect(page).toHaveURL(/\/accountAccount$/);
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Invite code NOSUCH99 does not exist: you are signed in without an inviter' }),
  ).toBeVisible();
});

async function openLegion(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('page-title')).toBeVisible();
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
  await expect(page.getByTestId('legion-level-name')).toHaveAttribute('data-level', '1');
  await reachBossLevel(request, player.token, player.userid, 30);
  await page.reload();
  await expect(page.getByTestId('legion-level-name')).toHaveText('Warrior');
  await expect(page.getByTestId('legion-level')).toContainText('Own spend 6%');

  // Buys a spirit stone in MDS it can afford (another kind than the market test's hero cards, a
  // random one of the cheapest, so parallel tests do not race for one listing): 6% in points.
  const { items } = await marketApi(request, { kind: 'stone', coin: 'MDS', sort: 'price_asc', size: '30' });
  const affordable = items.filter((i) => BigInt(i.price) <= 5_000n * 10n ** 18n);
  expect(affordable.length, 'a spirit stone the player can afford').toBeGreaterThan(0);
  const target = affordable[Math.floor(Math.random() * affordable.length)]!;
  const bought = await request.post('/api/card/buy', {
    headers: { authorization: `Bearer ${player.token}`, language: 'EN-US' },
    data: { id: target.id, pay_password: fundPassword, expected_price: target.price, coin: 'MDS' },
  });
  expect((await bought.json()).code, await bought.text()).toBe(200);
  const points = (BigInt(target.price) * 600n) / 10_000n;
  const shown = formatUnits(points, 18);
  const balanceBefore = BigInt((await infoOf(request, player.token)).coins.MDS!);

  await page.reload();
  await expect(page.getByTestId('legion-claimable')).toContainText(shown);
  await expect(page.getByTestId('legion-next-claim')).toHaveText('You can claim now');
  await page.getByTestId('legion-claim').click();
  await expect(page.getByTestId('toast').filter({ hasText: `Claimed ${shown} MDS` })).toBeVisible();
  await expect(page.getByTestId('legion-claimable')).toContainText('0 MDS');
  await expect(page.getByTestId('legion-next-claim')).toContainText('Next claim:');
  await expect(page.getByTestId('legion-claim')).toBeDisabled();
  expect(BigInt((await infoOf(request, player.token)).coins.MDS!)).toBe(balanceBefore + points);
  // Once in 7 days: a second claim is refused by the server too.
  const again = await request.post('/api/receive/mds', {
    headers: { authorization: `Bearer ${player.token}`, language: 'EN-US' },
  });
  expect(again.status()).toBe(429);

  // History: the spending reward and the claim.
  await openLegion(page, '/legion/history');
  const history = page.getByTestId('legion-history-row');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toHaveAttribute('data-kind', 'claim');
  await expect(history.nth(1)).toContainText('Spending reward');
  await expect(history.nth(1)).toContainText(`+${shown}`);

  // Ranking of this month: my place and my row with my points.
  await openLegion(page, '/legion/ranks');
  const month = new Date().toISOString().slice(0, 7);
  await expect(page.getByTestId('legion-rank-month')).toHaveText(`${month} (UTC)`);
  const mine = await apiData<{ mine: { rank: number; points: string } }>(
    request,
    '/api/integral/rank',
    player.token,
  );
  expect(mine.mine.points).toBe(points.toString());
  await expect(page.getByTestId('legion-my-rank')).toContainText(`No. ${mine.mine.rank}`);
  const myRow = page
    .getByTestId('legion-rank-row')
    .filter({ hasText: short(privateKeyToAccount(generatePrivateKey()).address) });
  await expect(myRow).toHaveCount(0);
  const address = (await apiData<{ address: string }>(request, '/api/user/info', player.token)).address;
  await expect(page.getByTestId('legion-rank-row').filter({ hasText: short(address) })).toContainText(shown);
});
