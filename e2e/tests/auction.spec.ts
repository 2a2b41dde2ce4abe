import { expect, type Page, test } from '@playwright/test';
import { createPublicClient, type Hex, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { nft111Abi } from '../../packages/chain/src/abis.ts';
import type { DevAccount } from '../../packages/chain/src/accounts.ts';
import { splitBid } from '../../packages/chain/src/nft111.ts';
import {
  advanceChainTime,
  cardOwnerOnChain,
  freshAccount,
  playerPage,
  walletCardOf,
} from '../support/auction.ts';
import type { ChainSettings } from '../support/chain.ts';
import { TEST_KEYS, useLanguage } from '../support/session.ts';
import { signInWithWallet } from '../support/wallet-session.ts';

// The seller is anvil key 0 (a demo wallet with game cards, activated; no other test sends from
// it); the bidders are fresh accounts given BNB. One auction runs through the whole file, so the
// tests run in order.
const SELLER: DevAccount = {
  index: 0,
  address: privateKeyToAccount(TEST_KEYS[0]).address,
  privateKey: TEST_KEYS[0],
};
const FUND_PASSWORD = 'Jade-Auction-2468';
const START = parseEther('1');
/** The shortest lock time the contract allows, as the dialog offers it. */
const TIMEOUT = 600;
const SHOTS = process.env.AUCTION_SHOTS_DIR;

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

const state: { assetId?: number; tokenId?: string; auctionId?: number; a?: DevAccount; b?: DevAccount } = {};

/** Screenshots at phone and desktop width (AUCTION_SHOTS_DIR set): of `testId`'s element, or the screen. */
async function shoot(page: Page, name: string, testId?: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(400);
    const path = `${SHOTS}/${name}-${width}.png`;
    if (testId) await page.getByTestId(testId).screenshot({ path });
    else await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Waits until the panel's transaction is done (the panel may go once the server shows the change). */
async function waitHolder(page: Page, address: string) {
  await expect(page.getByTestId('auction-holder')).toHaveAttribute('data-address', address.toLowerCase(), {
    timeout: 40_000,
  });
}

const client = (settings: ChainSettings) => createPublicClient({ transport: http(settings.rpc_url) });

test.beforeEach(async ({ context, baseURL }) => {
  await useLanguage(context, baseURL!, 'en');
});

test('a seller auctions a wallet card: coin, start price, lock time, NFT approval and escrow, then the market lists it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { settings, wallet, token } = await signInWithWallet(page, request, SELLER);
  const card = await walletCardOf(request, settings, SELLER, token, FUND_PASSWORD);
  state.assetId = card.id;
  state.tokenId = card.token_id!;

  await page.goto(`/cardDetail?id=${card.id}`);
  await page.getByTestId('auction-list-open').click();
  const dialog = page.getByTestId('auction-list-dialog');
  await dialog.getByTestId('auction-list-coin').selectOption('BNB');
  await dialog.getByTestId('auction-list-timeout').selectOption(String(TIMEOUT));
  // No price: said so, nothing asked of the wallet.
  await dialog.getByTestId('auction-list-submit').click();
  await expect(dialog.getByTestId('auction-list-price-error')).toHaveText('Please enter the auction price.');
  await dialog.getByTestId('auction-list-price').fill('1');
  await dialog.getByTestId('auction-list-submit').click();
  await expect(dialog.getByTestId('auction-list-submit')).toBeDisabled();
  await expect(dialog.getByTestId('auction-done')).toBeVisible({ timeout: 60_000 });
  // Two transactions: the NFT's approval and the escrow.
  expect(wallet.sent).toHaveLength(2);

  const listed = await (await request.get(`/api/auctions?asset_id=${card.id}`)).json();
  expect(listed.data.items).toHaveLength(1);
  const auction = listed.data.items[0];
  state.auctionId = auction.id;
  expect(auction).toMatchObject({
    seller: SELLER.address.toLowerCase(),
    coin: 'BNB',
    price: START.toString(),
    timeout: TIMEOUT,
    token_id: card.token_id,
    bid_count: 0,
  });
  const onChain = await client(settings).readContract({
    address: settings.contracts!.nft111,
    abi: nft111Abi,
    functionName: 'auctionOf',
    args: [BigInt(auction.id)],
  });
  expect(onChain.holder.toLowerCase()).toBe(SELLER.address.toLowerCase());
  expect((await cardOwnerOnChain(settings, card.token_id!)).toLowerCase()).toBe(
    settings.contracts!.nft111.toLowerCase(),
  );

  // The market's auctions tab shows it with its price, coin, bids and countdown; filters stay.
  await page.goto('/marketplace?kind=hero');
  await page.getByTestId('market-mode-auction').click();
  await expect(page).toHaveURL(/kind=hero/);
  await expect(page).toHaveURL(/mode=auction/);
  const tile = page.locator(`[data-testid="auction-market-card"][data-auction-id="${auction.id}"]`);
  await expect(tile).toHaveAttribute('data-price', START.toString());
  await expect(tile).toHaveAttribute('data-coin', 'BNB');
  await expect(tile).toHaveAttribute('data-bids', '0');
  const seconds = Number(await tile.getByTestId('auction-countdown').getAttribute('data-seconds'));
  expect(seconds).toBeGreaterThan(TIMEOUT - 120);
  expect(seconds).toBeLessThanOrEqual(TIMEOUT);
  await page.goto('/marketplace?kind=dragon&mode=auction');
  await expect(tile).toHaveCount(0);
});

test('A bids after a refused bid below the minimum; B outbids A; A withdraws the credit to the base unit', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const settings = (await (await request.get('/api/website/chain')).json()).data as ChainSettings;
  state.a = await freshAccount(settings);
  state.b = await freshAccount(settings);
  const detail = `/cardDetail?id=${state.assetId}`;
  const bid1 = (START * 111n + 99n) / 100n;
  const bid2 = (bid1 * 111n + 99n) / 100n;

  const a = await playerPage(browser, request, baseURL!, state.a);
  await a.page.goto(detail);
  const panelA = a.page.getByTestId('auction-panel');
  await expect(panelA.getByTestId('auction-minimum')).toHaveAttribute('data-amount', bid1.toString());
  await shoot(a.page, 'auction-panel-bidder', 'auction-panel');
  // The waterfall of the minimum bid, exact: 95% (with the remainders), 3%, 1%, 1% for one holder.
  const split = splitBid(bid1, 1n);
  const parts = await panelA
    .getByTestId('auction-waterfall')
    .locator('dd')
    .evaluateAll((dds) => dds.map((dd) => dd.getAttribute('data-amount')));
  expect(parts).toEqual([split.toPrevious, split.copyright, split.platform, split.perHolder].map(String));
  // Below the minimum: refused before the wallet is asked.
  await panelA.getByTestId('auction-bid-amount').fill('1.1');
  await panelA.getByTestId('auction-bid-submit').click();
  await expect(panelA.getByTestId('auction-bid-amount-error')).toHaveText(
    'The bid must be at least 1.11 BNB.',
  );
  expect(a.wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(0);
  await panelA.getByTestId('auction-bid-amount').fill('1.11');
  await panelA.getByTestId('auction-bid-submit').click();
  await expect(panelA.getByTestId('auction-bid-submit')).toBeDisabled();
  await waitHolder(a.page, state.a.address);
  expect(a.wallet.sent).toHaveLength(1);

  const b = await playerPage(browser, request, baseURL!, state.b);
  await b.page.goto(detail);
  const panelB = b.page.getByTestId('auction-panel');
  await expect(panelB.getByTestId('auction-minimum')).toHaveAttribute('data-amount', bid2.toString());
  await panelB.getByTestId('auction-bid-submit').click();
  await waitHolder(b.page, state.b.address);
  await expect(panelB.getByTestId('auction-history-row')).toHaveCount(2);
  await shoot(b.page, 'auction-panel-holder', 'auction-panel');
  await b.page.goto('/marketplace?mode=auction');
  await expect(b.page.getByTestId('auction-market-card').first()).toBeVisible();
  await shoot(b.page, 'market-auctions');

  // A's credit: the 95% part of B's bid plus one share of its 1% (A's holding is one of two).
  const over = splitBid(bid2, 2n);
  const credit = over.toPrevious + over.perHolder;
  const claimable = await client(settings).readContract({
    address: settings.contracts!.nft111,
    abi: nft111Abi,
    functionName: 'claimable',
    args: [BigInt(state.auctionId!), state.a.address],
  });
  expect(claimable).toBe(credit);
  // The outbid holder sees it in the activity feed.
  await a.page.goto('/activity');
  await expect(a.page.locator('[data-testid="activity-item"][data-type="17"]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await a.page.goto('/accountAccount?tab=contract');
  const row = a.page.locator(`[data-testid="auction-credit-row"][data-auction-id="${state.auctionId}"]`);
  await expect(row).toHaveAttribute('data-amount', credit.toString(), { timeout: 20_000 });
  await expect(
    a.page.locator(`[data-testid="auction-mine-row"][data-auction-id="${state.auctionId}"]`),
  ).toHaveAttribute('data-role', 'outbid');
  await shoot(a.page, 'account-contract', 'my-assets');
  const before = await client(settings).getBalance({ address: state.a.address });
  await row.getByTestId('auction-claim').click();
  await expect(row.getByTestId('auction-tx-state')).toHaveAttribute('data-step', 'done', { timeout: 30_000 });
  const claimTx = a.wallet.sent.at(-1) as Hex;
  const receipt = await client(settings).getTransactionReceipt({ hash: claimTx });
  const after = await client(settings).getBalance({ address: state.a.address });
  expect(after).toBe(before + credit - receipt.gasUsed * receipt.effectiveGasPrice);
  // Nothing left to withdraw in this auction: the row is gone once the page reads the chain again.
  await a.page.reload();
  await expect(a.page.getByTestId('auction-credits')).toBeVisible();
  await expect(row).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

test('after the lock time on chain the holder withdraws the NFT to the wallet', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const settings = (await (await request.get('/api/website/chain')).json()).data as ChainSettings;
  await advanceChainTime(settings, TIMEOUT + 5);
  const b = await playerPage(browser, request, baseURL!, state.b!);
  await b.page.goto(`/cardDetail?id=${state.assetId}`);
  const panel = b.page.getByTestId('auction-panel');
  await expect(panel.getByTestId('auction-locked')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('auction-bid-submit')).toHaveCount(0);
  await panel.getByTestId('auction-withdraw-nft').click();
  await expect
    .poll(async () => (await cardOwnerOnChain(settings, state.tokenId!)).toLowerCase(), { timeout: 30_000 })
    .toBe(state.b!.address.toLowerCase());
  await expect
    .poll(async () => (await (await request.get(`/api/auctions/${state.auctionId}`)).json()).data.state, {
      timeout: 30_000,
    })
    .toBe('withdrawn');
  await b.context.close();
});

test('a seller cancels an auction that has no bid: the NFT is back in the wallet', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { settings, wallet, token } = await signInWithWallet(page, request, SELLER);
  const card = await walletCardOf(request, settings, SELLER, token, FUND_PASSWORD);
  await page.goto(`/cardDetail?id=${card.id}`);
  await page.getByTestId('auction-list-open').click();
  const dialog = page.getByTestId('auction-list-dialog');
  // An ERC-20 start price: the coin's decimals, no coin needed to list.
  await dialog.getByTestId('auction-list-coin').selectOption('MDS');
  await dialog.getByTestId('auction-list-price').fill('250.5');
  await dialog.getByTestId('auction-list-submit').click();
  await expect(dialog.getByTestId('auction-done')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  const panel = page.getByTestId('auction-panel');
  await expect(panel.getByTestId('auction-price')).toHaveAttribute(
    'data-price',
    parseEther('250.5').toString(),
  );
  const sent = wallet.sent.length;
  await panel.getByTestId('auction-cancel').click();
  await expect
    .poll(async () => (await cardOwnerOnChain(settings, card.token_id!)).toLowerCase(), { timeout: 30_000 })
    .toBe(SELLER.address.toLowerCase());
  expect(wallet.sent).toHaveLength(sent + 1);
  // The server has it in the wallet again; the panel is gone.
  await expect(page.getByTestId('auction-panel')).toHaveCount(0, { timeout: 30_000 });
  const asset = await (await request.get(`/api/card/${card.id}`)).json();
  expect(asset.data).toMatchObject({ location: 1, status: null });
});
