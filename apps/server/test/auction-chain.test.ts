import { cardNftAbi, dragonNftAbi, gameCoinAbi, nft111Abi } from '@yuanlong/chain/abis';
import { type DevAccount, devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { auctionDetailSchema, auctionPageSchema, minimumNextPrice } from '@yuanlong/shared/auction';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { eq } from 'drizzle-orm';
import {
  type Address,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { activities, assets, auctionBids, auctions } from '../src/db/schema.ts';
import { assetFacets, facetTokens } from '../src/modules/market/facets.ts';
import {
  type ChainTestDatabase,
  receiptOf,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { closeChainApp, openChainApp } from './support/chain-app.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';
import type { TestContext } from './support/test-app.ts';
import { withdrawer } from './support/withdraw.ts';

const CONFIRMATIONS = 3;
/** The shortest timeout the contract allows (Nft111.MIN_TIMEOUT). */
const TIMEOUT = 600;
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n): dragons n = 1, 2; hero cards n = 10. */
const DRAGON = { p1: 900_000_101n, p1b: 900_000_102n, p3: 900_000_301n, p4: 900_000_401n };
const P2_HERO_CARD = 900_000_210n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('NFT111 auctions indexed by the chain watcher on %s', (kind) => {
  let db: ChainTestDatabase;
  let t: TestContext;
  let base: Hex;
  const live: { stop(): Promise<void> }[] = [];
  /** The test users of the four demo wallets. */
  const userOf: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
    for (const player of [
      devAccounts.player1,
      devAccounts.player2,
      devAccounts.player3,
      devAccounts.player4,
    ]) {
      userOf[player.address] = (await withdrawer(t.database, { address: player.address })).userId;
    }
  });
  afterEach(async () => {
    current = undefined;
    await Promise.all(live.splice(0).map((x) => x.stop()));
  });
  afterAll(async () => {
    await closeChainApp(chain, { db, t, base });
  });

  const nft111 = () => chain.contracts.contracts.nft111;
  let current: ChainWatcher | undefined;
  /** Mines the confirmations and lets this test's watcher (one leader) apply everything. */
  async function catchUp() {
    if (!current) {
      current = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
      live.push(current);
    }
    const w = current;
    await chain.test.mine({ blocks: CONFIRMATIONS });
    for (let i = 0; i < 100; i += 1) {
      expect(await w.syncOnce()).toBe(true);
      const { cursor, head } = w.status();
      if (cursor !== undefined && head !== undefined && cursor >= head - CONFIRMATIONS + 1) return;
    }
    throw new Error('the watcher did not catch up');
  }

  /** Sends a transaction from an unlocked demo wallet and waits for it to succeed. */
  async function sendOk(from: DevAccount, to: Address, data: Hex, value = 0n) {
    const hash = (await chain.client.request({
      method: 'eth_sendTransaction' as never,
      params: [{ from: from.address, to, data, gas: '0x7a120', value: `0x${value.toString(16)}` }] as never,
    })) as Hex;
    const receipt = await receiptOf(chain, hash);
    expect(receipt.status).toBe('success');
    return receipt;
  }

  /** Approves the auction for the token and creates it; returns the contract's auction id. */
  async function createAuction(
    seller: DevAccount,
    collection: 'dragon' | 'card',
    tokenId: bigint,
    coin: Address,
    startPrice: bigint,
  ): Promise<number> {
    const address =
      collection === 'dragon' ? chain.contracts.contracts.dragonNft : chain.contracts.contracts.cardNft;
    const abi = collection === 'dragon' ? dragonNftAbi : cardNftAbi;
    await sendOk(
      seller,
      address,
      encodeFunctionData({ abi, functionName: 'approve', args: [nft111(), tokenId] }),
    );
    await sendOk(
      seller,
      nft111(),
      encodeFunctionData({
        abi: nft111Abi,
        functionName: 'createAuction',
        args: [address, tokenId, coin, startPrice, BigInt(TIMEOUT)],
      }),
    );
    return Number(
      await chain.client.readContract({ address: nft111(), abi: nft111Abi, functionName: 'lastAuctionId' }),
    );
  }

  const bidBnb = (bidder: DevAccount, id: number, expected: bigint, amount: bigint) =>
    sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'bid', args: [BigInt(id), expected] }),
      amount,
    );

  async function detail(id: number) {
    const res = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(res.statusCode).toBe(200);
    return auctionDetailSchema.parse(res.json().data);
  }
  /** A list page; each item (stored by the database with the row) must be the auction as its detail builds it. */
  async function list(query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api/auctions${query}` });
    expect(res.statusCode).toBe(200);
    const page = auctionPageSchema.parse(res.json().data);
    for (const [i, item] of (res.json().data.items as { id: number }[]).entries()) {
      const { bids: _bids, pending_bids: _pending, ...one } = await detail(item.id);
      expect(item).toEqual(one);
      expect(Object.keys(item)).toEqual(Object.keys(page.items[i]!));
    }
    return page;
  }
  const assetRow = async (id: number) =>
    (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
  const feed = async (player: DevAccount) =>
    (
      await t.database.db
        .select({ type: activities.type, amount: activities.amount, indexId: activities.indexId })
        .from(activities)
        .where(eq(activities.userId, userOf[player.address]!))
        .orderBy(activities.id)
    ).map((a) => [a.type, a.amount?.toString(), a.indexId]);
  const lower = (a: DevAccount) => a.address.toLowerCase();

  it('computes the minimum next bid exactly as the contract does, up to 2^128 − 1', async () => {
    for (const price of [
      0n,
      1n,
      99n,
      100n,
      101n,
      1234567n,
      parseEther('1.23'),
      2n ** 127n + 3n,
      2n ** 128n - 1n,
    ]) {
      const onChain = await chain.client.readContract({
        address: nft111(),
        abi: nft111Abi,
        functionName: 'minimumNextPrice',
        args: [price],
      });
      expect(minimumNextPrice(price), price.toString()).toBe(onChain);
    }
  });

  it('a BNB auction with two bids: price, holder, bids and the minimum next bid, the asset in the contract and the feed', async () => {
    const [seller, first, second] = [devAccounts.player1, devAccounts.player2, devAccounts.player3];
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGON.p1,
      location: 1,
    });
    const start = parseEther('1');
    const id = await createAuction(seller, 'dragon', DRAGON.p1, zeroAddress, start);
    await catchUp();
    const created = await detail(id);
    expect(created).toMatchObject({
      id,
      collection_kind: 'dragon',
      token_id: DRAGON.p1.toString(),
      asset_id: dragon.id,
      seller: lower(seller),
      holder: lower(seller),
      coin: 'BNB',
      coin_address: zeroAddress,
      start_price: start.toString(),
      price: start.toString(),
      min_next_price: parseEther('1.11').toString(),
      bid_count: 0,
      timeout: TIMEOUT,
      state: 'open',
      locked: false,
      bids: [],
    });
    expect(await assetRow(dragon.id)).toMatchObject({ location: ASSET_LOCATIONS.contract.code });

    const bid1 = minimumNextPrice(start);
    await bidBnb(first, id, start, bid1);
    const bid2 = minimumNextPrice(bid1) + 7n;
    const receipt = await bidBnb(second, id, bid1, bid2);
    await catchUp();
    const after = await detail(id);
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(after).toMatchObject({
      price: bid2.toString(),
      holder: lower(second),
      bid_count: 2,
      min_next_price: ((bid2 * 111n + 99n) / 100n).toString(),
      locks_at: new Date((Number(block.timestamp) + TIMEOUT) * 1000).toISOString(),
      state: 'open',
      locked: false,
    });
    expect(after.bids.map((b) => [b.bidder, b.price])).toEqual([
      [lower(second), bid2.toString()],
      [lower(first), bid1.toString()],
    ]);
    expect(after.bids[0]!.tx_hash).toBe(receipt.transactionHash.toLowerCase());
    // The chain agrees.
    const onChain = await chain.client.readContract({
      address: nft111(),
      abi: nft111Abi,
      functionName: 'auctionOf',
      args: [BigInt(id)],
    });
    expect([onChain.price.toString(), onChain.holder.toLowerCase(), onChain.minimumBid.toString()]).toEqual([
      after.price,
      after.holder,
      after.min_next_price,
    ]);

    const {
      created: c,
      bidPlaced: b,
      outbid: o,
    } = {
      created: ACTIVITY_TYPES.auctionCreated.code,
      bidPlaced: ACTIVITY_TYPES.auctionBidPlaced.code,
      outbid: ACTIVITY_TYPES.auctionOutbid.code,
    };
    expect(await feed(seller)).toEqual([
      [c, start.toString(), id],
      [o, bid1.toString(), id],
    ]);
    expect(await feed(first)).toEqual([
      [b, bid1.toString(), id],
      [o, bid2.toString(), id],
    ]);
    expect(await feed(second)).toEqual([[b, bid2.toString(), id]]);
  });

  it('an ERC-20 auction takes approved bidToken bids; the list filters by coin and collection', async () => {
    const [seller, bidder] = [devAccounts.player2, devAccounts.player4];
    const card = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 0,
      tokenId: P2_HERO_CARD,
      location: 1,
    });
    const mds = chain.contracts.coins.MDS;
    const start = parseUnits('100', 18);
    const id = await createAuction(seller, 'card', P2_HERO_CARD, mds, start);
    await sendOk(
      bidder,
      mds,
      encodeFunctionData({ abi: gameCoinAbi, functionName: 'approve', args: [nft111(), maxUint256] }),
    );
    const bid = parseUnits('111', 18);
    await sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'bidToken', args: [BigInt(id), start, bid] }),
    );
    await catchUp();
    expect(await detail(id)).toMatchObject({
      coin: 'MDS',
      coin_address: mds.toLowerCase(),
      collection_kind: 'card',
      asset_id: card.id,
      price: bid.toString(),
      holder: lower(bidder),
      min_next_price: parseUnits('123.21', 18).toString(),
      bid_count: 1,
    });
    const ids = (page: { items: { id: number }[] }) => page.items.map((a) => a.id);
    expect(ids(await list('?coin=MDS'))).toEqual([id]);
    expect(ids(await list('?collection=card'))).toEqual([id]);
    expect(ids(await list('?collection=dragon&coin=MDS'))).toEqual([]);
    // The asset filters (the card: grade 12 = group 3, camp 2, profession 1, element 1, star 4)
    // match through the auction's copy of the asset's facet tokens, taken when it was created.
    const [row] = await t.database.db.select().from(auctions).where(eq(auctions.assetId, card.id));
    expect([...row!.facets].sort((a, b) => a - b)).toEqual(
      [...facetTokens(assetFacets(card))].sort((a, b) => a - b),
    );
    expect(ids(await list('?kind=hero&camp=2&profession=1&grade=3&element=1&star=4'))).toEqual([id]);
    expect(ids(await list('?camp=2&element=1&sort=price_asc'))).toContain(id);
    expect(ids(await list('?kind=hero&camp=3'))).not.toContain(id);
    expect(ids(await list('?profession=1&element=2'))).not.toContain(id);
    expect(ids(await list('?sort=newest'))[0]).toBe(id);
    // Keyset pages of one walk the whole list once.
    const all = ids(await list());
    const walked: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?size=1${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...ids(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(walked).toEqual(all);
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('cancelling before any bid closes the auction and gives the asset back to the seller’s wallet', async () => {
    const seller = devAccounts.player3;
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGON.p3,
      location: 1,
    });
    const id = await createAuction(seller, 'dragon', DRAGON.p3, zeroAddress, 1000n);
    await catchUp();
    expect(await assetRow(dragon.id)).toMatchObject({ location: ASSET_LOCATIONS.contract.code });
    await sendOk(
      seller,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'cancel', args: [BigInt(id)] }),
    );
    await catchUp();
    expect(await detail(id)).toMatchObject({
      state: 'cancelled',
      locked: false,
      holder: lower(seller),
      bids: [],
    });
    expect(await assetRow(dragon.id)).toMatchObject({
      location: ASSET_LOCATIONS.wallet.code,
      ownerId: userOf[seller.address],
    });
    expect((await list()).items.map((a) => a.id)).not.toContain(id);
    expect((await list('?state=cancelled')).items.map((a) => a.id)).toEqual([id]);
    // The asset changes once it is back: the auction's stored item and its filters follow it.
    await t.database.db
      .update(assets)
      .set({ name: 'Renamed', level: 9, star: 5 })
      .where(eq(assets.id, dragon.id));
    expect((await list('?state=cancelled')).items[0]?.asset).toMatchObject({
      name: 'Renamed',
      level: 9,
      star: 5,
    });
    expect((await list('?state=cancelled&star=5')).items.map((a) => a.id)).toEqual([id]);
    expect((await list('?state=cancelled&star=4')).items).toEqual([]);
  });

  it('a reorg that drops a bid restores the previous price, holder and bids, and the feed', async () => {
    const [seller, first, second] = [devAccounts.player4, devAccounts.player1, devAccounts.player2];
    await makeAsset(t.database, userOf[seller.address]!, { kind: 4, tokenId: DRAGON.p4, location: 1 });
    const start = 5000n;
    const id = await createAuction(seller, 'dragon', DRAGON.p4, zeroAddress, start);
    const bid1 = minimumNextPrice(start);
    await bidBnb(first, id, start, bid1);
    await catchUp();
    const before = await detail(id);
    const feedsBefore = [await feed(first), await feed(second)];
    const rowBefore = (await t.database.db.select().from(auctions).where(eq(auctions.auctionId, id)))[0];

    const fork = await chain.test.snapshot();
    await bidBnb(second, id, bid1, minimumNextPrice(bid1));
    await catchUp();
    expect(await detail(id)).toMatchObject({ holder: lower(second), bid_count: 2 });

    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await catchUp();
    expect(await detail(id)).toEqual(before);
    expect((await list()).items.find((a) => a.id === id)?.price).toBe(bid1.toString());
    expect((await t.database.db.select().from(auctions).where(eq(auctions.auctionId, id)))[0]).toEqual(
      rowBefore,
    );
    expect([await feed(first), await feed(second)]).toEqual(feedsBefore);
    const bids = await t.database.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionRef, rowBefore!.id));
    expect(bids.map((b) => b.bidder)).toEqual([lower(first)]);
  });

  it('an auction without bids for its timeout locks; its holder withdraws the NFT to the wallet', async () => {
    const [seller, bidder] = [devAccounts.player1, devAccounts.player3];
    const dragon = await makeAsset(t.database, userOf[seller.address]!, {
      kind: 4,
      tokenId: DRAGON.p1b,
      location: 1,
    });
    const id = await createAuction(seller, 'dragon', DRAGON.p1b, zeroAddress, 10_000n);
    await bidBnb(bidder, id, 10_000n, 11_100n);
    await catchUp();
    const open = await detail(id);
    expect(open.locked).toBe(false);
    expect((await list('?state=open')).items.map((a) => a.id)).toContain(id);

    await chain.test.increaseTime({ seconds: TIMEOUT + 1 });
    await chain.test.mine({ blocks: 1 });
    // The server tells locked from its own clock: bring it to the chain's time.
    const ahead = new Date(open.locks_at).getTime() - t.clock.now().getTime();
    if (ahead >= 0) t.clock.advance(ahead + 1_000);
    expect(await detail(id)).toMatchObject({ state: 'open', locked: true });
    expect((await list('?state=locked')).items.map((a) => a.id)).toContain(id);
    expect((await list('?state=open')).items.map((a) => a.id)).not.toContain(id);

    await sendOk(
      bidder,
      nft111(),
      encodeFunctionData({ abi: nft111Abi, functionName: 'withdrawNft', args: [BigInt(id), bidder.address] }),
    );
    await catchUp();
    expect(await detail(id)).toMatchObject({
      state: 'withdrawn',
      locked: false,
      holder: lower(bidder),
      withdrawn_to: lower(bidder),
    });
    expect(await assetRow(dragon.id)).toMatchObject({
      location: ASSET_LOCATIONS.wallet.code,
      ownerId: userOf[bidder.address],
    });
    expect((await list('?state=withdrawn')).items.map((a) => a.id)).toEqual([id]);
  });

  it('answers 404 for an auction it does not have and 400 for a bad cursor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions?cursor=bm9wZQ' })).statusCode).toBe(400);
  });
});
