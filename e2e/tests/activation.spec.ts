import { expect, type Locator, type Page, test } from '@playwright/test';
import { devAccounts } from '../../packages/chain/src/accounts.ts';
import { formatUnits } from '../../packages/shared/src/coins.ts';
import {
  expectCountsUpTo,
  expectTxRef,
  noteConfirmations,
  waitNotingConfirmations,
  walletOnChain,
} from '../support/chain.ts';
import { bindEmailByApi } from '../support/fund-password.ts';
import { text } from '../support/locales.ts';
import { marketApi } from '../support/market.ts';
import { useLanguage } from '../support/session.ts';
import { signInWithWallet } from '../support/wallet-session.ts';

// Demo players 6-8 of the dev chain (anvil keys 6-8) get 100,000 of every coin on deploy and start
// not activated (the seed activates key 5, the wallet `npm start` prints); key 9 has only BNB.
test.use({ viewport: { width: 1280, height: 900 } });

const TOP_UP = 'Please top up 1 MDV first to activate your account.';

/** The activation card on the account home: a region named by its title. */
const activationCard = (page: Page) => page.getByRole('region', { name: text('en', 'activation.title') });
/** The account area's activation badge, a link named by the state it shows. */
const badge = (page: Page, state: 'notActivated' | 'activated') =>
  page.getByRole('link', {
    name: text('en', 'activation.badgeLabel', { state: text('en', `activation.state.${state}`) }),
    exact: true,
  });
const payButton = (card: Locator) => card.getByRole('button', { name: 'Activate with 1 MDV' });
/** The card's alert (an error or the wrong-network prompt) that says `hasText`. */
const alert = (card: Locator, hasText: string) => card.getByRole('alert').filter({ hasText });

/** The card's states while a payment waits for its confirmations. */
const activatedView = { stateAttribute: 'data-state', waiting: ['activating'], done: 'activated' };

/**
 * Waits for the card to say "activated", noting every confirmations count it showed on the way
 * (the status is polled every 2 s; a block comes every second).
 */
function waitForActivated(page: Page) {
  return waitNotingConfirmations(activationCard(page), activatedView);
}

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a player pays 1 MDV from the wallet: activating with confirmations n of N (live), then activated', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const player = devAccounts.player2;
  const { settings, wallet, token } = await signInWithWallet(page, request, player);
  const before = await walletOnChain(settings, 'MDV', player.address);
  expect(before.balance).toBeGreaterThanOrEqual(10n ** BigInt(before.decimals));

  // Not activated: what to do, the wallet's MDV read on chain with the coin's decimals.
  const card = activationCard(page);
  await expect(card).toHaveAttribute('data-state', 'not_activated');
  await expect(card.getByText(TOP_UP, { exact: true })).toBeVisible();
  // The wallet's balance, then the fee.
  await expect(card.getByRole('definition').nth(0)).toHaveText(
    `${formatUnits(before.balance, before.decimals)} MDV`,
  );
  await expect(card.getByRole('definition').nth(1)).toHaveText('1 MDV');
  await expect(badge(page, 'notActivated')).toBeVisible();

  // Before activation a trade answers "top up 1 MDV first": on the page, and from the server. (A
  // trade is the role's on the asset's server and needs a bound e-mail, which come first.)
  await bindEmailByApi(request, token);
  await request.post('/api/user/create_player/1', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  const { items } = await marketApi(request, { coin: 'META', sort: 'price_desc', size: '30' });
  const listing = items.find((i) => i.server_id === 1)!;
  await page.goto(`/cardDetail?id=${listing.id}`);
  await expect(page.getByText(TOP_UP)).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'trade.buy') })).toHaveCount(0);
  const buy = await request.post('/api/card/buy', {
    headers: { authorization: `Bearer ${token}`, language: 'EN-US', serverid: '1' },
    data: { id: listing.id, pay_password: 'any-password', expected_price: listing.price, coin: listing.coin },
  });
  expect((await buy.json()).msg).toBe(TOP_UP);
  await page.getByRole('link', { name: text('en', 'activation.activateNow') }).click();
  await expect(page).toHaveURL(/\/accountAccount#activation$/);

  // The user rejects the first transaction in the wallet: said so, nothing sent.
  wallet.rejectNextTransaction = true;
  await payButton(card).click();
  await expect(alert(card, 'You cancelled the transaction in your wallet; nothing was paid.')).toBeVisible();
  expect(wallet.sent).toEqual([]);

  // Every count the server's status answers gave (the page polls slowly while the stream is live).
  const answered = new Set<number>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/user/activation')) return;
    const body = await response.json().catch(() => undefined);
    if (body?.data?.state === 'activating') answered.add(body.data.confirmations);
  });
  // Approve (the allowance is 0), then activate(account); the page reports the hash. At a
  // phone's width from here (a screenshot of the counting goes to the test's output folder).
  // Counts are noted from before the click: on a busy machine the checks below can outlast the wait.
  await page.setViewportSize({ width: 375, height: 800 });
  const noting = await noteConfirmations(card, activatedView);
  await payButton(card).click();
  await expect(card).toHaveAttribute('data-state', 'activating', { timeout: 20_000 });
  expect(wallet.sent).toHaveLength(2);
  const payment = wallet.sent[1]!;
  await expectTxRef(card, payment, settings.explorer_url);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /[1-9]/);
  await card.screenshot({ path: testInfo.outputPath('activation-counting-375.png') });
  const counts = await noting.untilDone();
  expectCountsUpTo(counts, settings.confirmations, settings.block_ms);
  // Counts no status read gave: the live stream's chain_wait events moved the card without a reload.
  const live = counts.filter(({ n }) => n > 0 && !answered.has(n));
  expect(live.length, `counts ${JSON.stringify(counts)}, status reads ${[...answered]}`).toBeGreaterThan(0);

  // Activated: exactly 1 MDV left the wallet; the server says so; trading is open.
  await expect(card).toContainText('Your account is activated');
  await expect(badge(page, 'activated')).toBeVisible();
  const after = await walletOnChain(settings, 'MDV', player.address);
  expect(before.balance - after.balance).toBe(10n ** BigInt(before.decimals));
  const status = await request.get('/api/user/activation', { headers: { authorization: `Bearer ${token}` } });
  expect((await status.json()).data).toMatchObject({ state: 'activated', tx_hash: payment });
  await page.goto(`/cardDetail?id=${listing.id}`);
  await expect(page.getByRole('button', { name: text('en', 'trade.buy') })).toBeVisible();
  await expect(page.getByText(TOP_UP)).toHaveCount(0);
});

test('wrong network: the switch prompt comes before any transaction, then the payment goes through', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { settings, wallet } = await signInWithWallet(page, request, devAccounts.player3);
  const card = activationCard(page);
  await expect(card).toHaveAttribute('data-state', 'not_activated');

  // The user moves the wallet to BSC testnet.
  wallet.chainId = 97;
  await wallet.emit('chainChanged', '0x61');
  await payButton(card).click();
  const prompt = alert(card, 'Switch to the BSC network');
  await expect(prompt).toContainText('BNB Smart Chain Testnet');
  expect(wallet.sent).toEqual([]);

  await prompt.getByRole('button', { name: 'Switch to' }).click();
  await expect(card).toHaveAttribute('data-state', 'activating', { timeout: 20_000 });
  expect(wallet.chainId).toBe(settings.chain_id);
  expect(wallet.sent).toHaveLength(2);
  await waitForActivated(page);
  await expect(badge(page, 'activated')).toBeVisible();
});

test('a wallet without 1 MDV is told to top up, and cannot pay', async ({ page, request }) => {
  const player = devAccounts.freshPlayer;
  const { settings, wallet } = await signInWithWallet(page, request, player);
  const { balance, decimals } = await walletOnChain(settings, 'MDV', player.address);
  expect(balance).toBeLessThan(10n ** BigInt(decimals));

  const card = activationCard(page);
  await expect(card).toHaveAttribute('data-state', 'not_activated');
  await expect(card.getByRole('definition').nth(0)).toHaveText(`${formatUnits(balance, decimals)} MDV`);
  const error = alert(card, 'Not enough MDV in your wallet: activation takes 1 MDV.');
  await expect(error).toContainText(TOP_UP);
  await expect(payButton(card)).toBeDisabled();
  expect(wallet.sent).toEqual([]);
});
