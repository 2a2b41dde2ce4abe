import { expect, type Locator, type Page, test } from '@playwright/test';
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
import { auctionPanel, auctionTiles, bidButton, openListDialog, waitHolder } from '../support/auction-ui.ts';
import type { ChainSettings } from '../support/chain.ts';
import { text } from '../support/locales.ts';
import { TEST_KEYS, useLanguage } from '../support/session.ts';
import { valueAfter } from '../support/ui.ts';
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

const state: {
  assetId?: number;
  name?: string;
  tokenId?: string;
  auctionId?: number;
  a?: DevAccount;
  b?: DevAccount;
} = {};

const en = (key: string, vars?: Record<string, string | number>) => text('en', key, vars);

/** Screenshots at phone and desktop width (AUCTION_SHOTS_DIR set): of `part`, or the screen. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(400);
    const path = `${SHOTS}/${name}-${width}.png`;
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
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
  state.name = card.name;
  state.tokenId = card.token_id!;

  await page.goto(`/cardDetail?id=${card.id}`);
  const dialog = await openListDialog(page, card.name);
  await dialog.getByLabel(en('auction.list.coin'), { exact: true }).selectOption('BNB');
  await dialog.getByLabel(en('auction.list.timeout')).selectOption(String(TIMEOUT));
  // No price: said so (the field's description), nothing asked of the wallet.
  const submit = dialog.getByRole('button', { name: en('auction.list.submit') });
  const price = dialog.getByLabel(en('auction.list.price'));
  await submit.click();
  await expect(price).toHaveAccessibleDescription('Please enter the auction price.');
  await price.fill('1');
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText(en('auction.list.done', { name: card.name }))).toBeVisible({
    timeout: 60_000,
  });
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
  await page
    .getByRole('navigation', { name: en('market.filter.mode') })
    .getByRole('link', { name: en('market.mode.auction') })
    .click();
  await expect(page).toHaveURL(/kind=hero/);
  await expect(page).toHaveURL(/mode=auction/);
  // The card's tile: the auctions' link to this card.
  const tile = auctionTiles(page).and(page.locator(`[href="/cardDetail?id=${card.id}"]`));
  await expect(tile).toHaveAttribute('data-price', START.toString());
  await expect(tile).toHaveAttribute('data-coin', 'BNB');
  await expect(tile).toHaveAttribute('data-bids', '0');
  await expect(tile.getByText(en('market.auction.bids', { count: 0 }), { exact: true })).toBeVisible();
  // The countdown as shown: "0h 09m 58s".
  const [h, m, sec] = (await tile.getByText(/^\d+h \d\dm \d\ds$/).textContent())!.match(/\d+/g)!.map(Number);
  const seconds = h! * 3600 + m! * 60 + sec!;
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
  const panelA = auctionPanel(a.page);
  await expect(valueAfter(panelA, en('auction.minimum'))).toHaveAttribute('data-amount', bid1.toString());
  await shoot(a.page, 'auction-panel-bidder', panelA);
  // The waterfall of the minimum bid, exact: 95% (with the remainders), 3%, 1%, 1% for one holder.
  const split = splitBid(bid1, 1n);
  const terms = ['auction.toPrevious', 'auction.copyright', 'auction.platform'].map((key) => en(key));
  terms.push(en('auction.holders', { count: 1 }));
  const parts = await Promise.all(terms.map((term) => valueAfter(panelA, term).getAttribute('data-amount')));
  expect(parts).toEqual([split.toPrevious, split.copyright, split.platform, split.perHolder].map(String));
  // Below the minimum: refused before the wallet is asked.
  const bidA = panelA.getByLabel(en('auction.yourBid'));
  await bidA.fill('1.1');
  await bidButton(panelA).click();
  await expect(bidA).toHaveAccessibleDescription('The bid must be at least 1.11 BNB.');
  expect(a.wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(0);
  await bidA.fill('1.11');
  await bidButton(panelA).click();
  await expect(bidButton(panelA)).toBeDisabled();
  await waitHolder(a.page, state.a.address);
  expect(a.wallet.sent).toHaveLength(1);

  const b = await playerPage(browser, request, baseURL!, state.b);
  await b.page.goto(detail);
  const panelB = auctionPanel(b.page);
  await expect(valueAfter(panelB, en('auction.minimum'))).toHaveAttribute('data-amount', bid2.toString());
  await bidButton(panelB).click();
  await waitHolder(b.page, state.b.address);
  await expect(panelB.getByRole('list', { name: en('auction.history') }).getByRole('listitem')).toHaveCount(
    2,
  );
  await shoot(b.page, 'auction-panel-holder', panelB);
  await b.page.goto('/marketplace?mode=auction');
  await expect(auctionTiles(b.page).first()).toBeVisible();
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
  const outbid = a.page
    .getByRole('list', { name: en('activity.listLabel') })
    .getByRole('listitem')
    .filter({ has: a.page.getByText('Outbid', { exact: true }) });
  await expect(outbid).toHaveCount(1, { timeout: 20_000 });
  await a.page.goto('/accountAccount?tab=contract');
  // A's only auction: its credit row and its row among my auctions, both named by the card.
  const credits = a.page.getByRole('region', { name: en('auction.credits') });
  const row = credits.getByRole('listitem').filter({ hasText: state.name! });
  await expect(row).toHaveAttribute('data-amount', credit.toString(), { timeout: 20_000 });
  const mine = a.page
    .getByRole('list', { name: en('auction.mine.title') })
    .getByRole('listitem')
    .filter({ hasText: state.name! });
  await expect(mine.getByText(en('auction.role.outbid'), { exact: true })).toBeVisible();
  await shoot(a.page, 'account-contract', a.page.getByRole('region', { name: en('account.myAssets') }));
  const before = await client(settings).getBalance({ address: state.a.address });
  await row.getByRole('button', { name: en('auction.claim', { coin: 'BNB' }) }).click();
  await expect(row.getByText(en('auction.claimDone'))).toBeVisible({ timeout: 30_000 });
  const claimTx = a.wallet.sent.at(-1) as Hex;
  const receipt = await client(settings).getTransactionReceipt({ hash: claimTx });
  const after = await client(settings).getBalance({ address: state.a.address });
  expect(after).toBe(before + credit - receipt.gasUsed * receipt.effectiveGasPrice);
  // Nothing left to withdraw in this auction: the row is gone once the page reads the chain again.
  await a.page.reload();
  await expect(credits).toBeVisible();
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
  const panel = auctionPanel(b.page);
  await expect(panel.getByText(en('auction.lockedState'))).toBeVisible({ timeout: 20_000 });
  await expect(bidButton(panel)).toHaveCount(0);
  await panel.getByRole('button', { name: en('auction.withdrawNft') }).click();
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
  const dialog = await openListDialog(page, card.name);
  // An ERC-20 start price: the coin's decimals, no coin needed to list.
  await dialog.getByLabel(en('auction.list.coin'), { exact: true }).selectOption('MDS');
  await dialog.getByLabel(en('auction.list.price')).fill('250.5');
  await dialog.getByRole('button', { name: en('auction.list.submit') }).click();
  await expect(dialog.getByText(en('auction.list.done', { name: card.name }))).toBeVisible({
    timeout: 60_000,
  });
  await page.keyboard.press('Escape');
  const panel = auctionPanel(page);
  // The start price as shown, and exactly in base units.
  const startPrice = valueAfter(panel, en('auction.startPrice'));
  await expect(startPrice).toHaveText(/^250\.5\s*MDS$/);
  await expect(startPrice.locator('[data-price]')).toHaveAttribute(
    'data-price',
    parseEther('250.5').toString(),
  );
  const sent = wallet.sent.length;
  await panel.getByRole('button', { name: en('auction.cancel') }).click();
  await expect
    .poll(async () => (await cardOwnerOnChain(settings, card.token_id!)).toLowerCase(), { timeout: 30_000 })
    .toBe(SELLER.address.toLowerCase());
  expect(wallet.sent).toHaveLength(sent + 1);
  // The server has it in the wallet again; the panel is gone.
  await expect(auctionPanel(page)).toHaveCount(0, { timeout: 30_000 });
  const asset = await (await request.get(`/api/card/${card.id}`)).json();
  expect(asset.data).toMatchObject({ location: 1, status: null });
});
