import type { CollectionStats, MarketStats } from '@yuanlong/shared/market-stats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EffectContext } from '../src/chain/effect-types.ts';
import { applyEvents, revertEventsAbove } from '../src/chain/effects.ts';
import { noticeLockedAuctions } from '../src/chain/effects-auction-lock.ts';
import type { ChainEvent } from '../src/chain/events.ts';
import { users } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const CHAIN = 31337;
const NFT111 = '0x00000000000000000000000000000000000000b1';
const MDS = '0x00000000000000000000000000000000000000c1';
const CARDS = '0x00000000000000000000000000000000000000d1';
const context: EffectContext = {
  chainId: CHAIN,
  targets: {
    coinOf: (a) => (a === MDS ? 'MDS' : undefined),
    collectionOf: (a) => (a === CARDS ? 'card' : undefined),
  },
};

describe.each(databaseKinds)('market stats on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { MARKET_STATS_CACHE_MS: '0' } });
  });
  afterAll(() => t.close());

  const stats = async (): Promise<MarketStats> => {
    const res = await t.app.inject({ url: '/api/marketplace/stats' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const collection = (s: MarketStats, kindName: string | null, grade: number | null) =>
    s.collections.find((c) => c.kind === kindName && c.grade === grade)!;
  const period = (c: CollectionStats, name: string) => c.periods.find((p) => p.period === name)!;
  const volumeOf = (c: CollectionStats, name: string, coin: string) =>
    period(c, name).volume.find((v) => v.coin === coin) ?? { amount: '0', before: '0' };

  /** A pet of grade 23 (group 5) listed at `price` HFH, and a buyer who can pay it. */
  async function listedPet(price: bigint) {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { HFH: 1_000n * E18 } });
    const asset = await makeAsset(t.database, seller.userId, { kind: 2, grade: 23 });
    const sold = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(price),
      coin: 'HFH',
    });
    expect(sold.statusCode).toBe(200);
    const buy = () =>
      post(t, '/api/card/buy', buyer.headers, {
        id: asset.id,
        pay_password: FUND_PASSWORD,
        expected_price: String(price),
        coin: 'HFH',
      });
    return { seller, asset, buy };
  }

  it('answers every collection, the market first, each with a floor per coin', async () => {
    const s = await stats();
    expect(s.collections[0]).toMatchObject({ kind: null, grade: null });
    const names = s.collections.map((c) => `${c.kind}:${c.grade}`);
    expect(names).toContain('hero:null');
    expect(names).toContain('hero:5');
    expect(names).toContain('dragon:null');
    expect(names).not.toContain('dragon:1');
    expect(s.collections).toHaveLength(1 + 5 + 4 * 5);
    for (const c of s.collections) {
      expect(Array.isArray(c.floor)).toBe(true);
      expect(c.periods.map((p) => p.period)).toEqual(['24h', '7d', '30d']);
    }
  });

  it('counts a listing in its collection’s floor and listed count, and a purchase as a sale with its volume', async () => {
    const before = await stats();
    const cheap = await listedPet(3n * E18);
    const dear = await listedPet(5n * E18);
    let s = await stats();
    const pets5 = collection(s, 'pet', 5);
    expect(pets5.listed).toBe(collection(before, 'pet', 5).listed + 2);
    expect(pets5.floor).toContainEqual({ coin: 'HFH', price: String(3n * E18) });
    expect(collection(s, 'pet', null).floor).toContainEqual({ coin: 'HFH', price: String(3n * E18) });
    expect(collection(s, 'pet', 5).owners).toBeGreaterThanOrEqual(2);

    expect((await cheap.buy()).statusCode).toBe(200);
    s = await stats();
    for (const c of [collection(s, 'pet', 5), collection(s, 'pet', null), collection(s, null, null)]) {
      const was = before.collections.find((b) => b.kind === c.kind && b.grade === c.grade)!;
      for (const name of ['24h', '7d', '30d']) {
        expect(period(c, name).sales).toBe(period(was, name).sales + 1);
        expect(BigInt(volumeOf(c, name, 'HFH').amount)).toBe(
          BigInt(volumeOf(was, name, 'HFH').amount) + 3n * E18,
        );
      }
    }
    expect(collection(s, 'pet', 5).listed).toBe(collection(before, 'pet', 5).listed + 1);
    expect(collection(s, 'pet', 5).floor).toContainEqual({ coin: 'HFH', price: String(5n * E18) });
    // Another grade group of the kind is untouched.
    expect(period(collection(s, 'pet', 4), '24h').sales).toBe(
      period(collection(before, 'pet', 4), '24h').sales,
    );

    // A day later the sale is in the 24 h window before (the change), still in this 7 d one.
    t.clock.advance(25 * 3_600_000);
    s = await stats();
    const later = collection(s, 'pet', 5);
    expect(period(later, '24h').sales_before).toBeGreaterThanOrEqual(1);
    expect(BigInt(volumeOf(later, '24h', 'HFH').before)).toBeGreaterThanOrEqual(3n * E18);
    expect(period(later, '7d').sales).toBe(period(collection(before, 'pet', 5), '7d').sales + 1);

    const history = (
      await t.app.inject({ url: '/api/marketplace/stats/history?kind=pet&grade=5&days=7' })
    ).json().data;
    expect(history).toMatchObject({ kind: 'pet', grade: 5 });
    expect(history.days).toHaveLength(7);
    const soldDay = history.days.find((d: { sales: number }) => d.sales > 0);
    expect(soldDay.volume).toContainEqual({ coin: 'HFH', amount: String(3n * E18) });
    expect((await dear.buy()).statusCode).toBe(200);
    const today = (
      await t.app.inject({ url: '/api/marketplace/stats/history?kind=pet&grade=5&days=1' })
    ).json().data.days;
    expect(today).toEqual([
      {
        day: t.clock.now().toISOString().slice(0, 10),
        sales: 1,
        volume: [{ coin: 'HFH', amount: String(5n * E18) }],
      },
    ]);
  });

  it('counts an auction that locked with a bid as a sale at its lock, and no more once a reorg takes the bid back', async () => {
    const seller = await signedInUser(t.database);
    const bidder = await signedInUser(t.database);
    const address = async (userId: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.address!;
    const asset = await makeAsset(t.database, seller.userId, { kind: 3, grade: 7, location: 1 });
    const created = new Date(t.clock.now().getTime() - 2 * 3_600_000);
    const event = (name: ChainEvent['event'], block: number, args: Record<string, string>): ChainEvent => ({
      txHash: `0x${block.toString(16).padStart(64, '0')}`,
      logIndex: 0,
      blockNumber: block,
      blockHash: `0x${block.toString(16).padStart(64, 'f')}`,
      blockTime: created,
      contract: NFT111,
      event: name,
      account: null,
      args,
    });
    const apply = (events: ChainEvent[]) =>
      t.database.db.transaction((tx) => applyEvents(tx as never, context, events));
    const before = collection(await stats(), 'stone', 2);
    await apply([
      event('AuctionCreated', 5_001, {
        auctionId: '91',
        collection: CARDS,
        tokenId: String(asset.tokenId),
        seller: await address(seller.userId),
        coin: MDS,
        startPrice: String(E18),
        timeout: '3600',
      }),
    ]);
    await apply([
      event('BidPlaced', 5_002, {
        auctionId: '91',
        bidder: await address(bidder.userId),
        price: String(2n * E18),
      }),
    ]);
    // Open and biddable: not a sale yet.
    expect(period(collection(await stats(), 'stone', 2), '24h').sales).toBe(period(before, '24h').sales);
    await t.database.db.transaction((tx) =>
      noticeLockedAuctions(tx as never, CHAIN, new Date(created.getTime() + 3_600_000)),
    );
    const locked = collection(await stats(), 'stone', 2);
    expect(period(locked, '24h').sales).toBe(period(before, '24h').sales + 1);
    expect(BigInt(volumeOf(locked, '24h', 'MDS').amount)).toBe(
      BigInt(volumeOf(before, '24h', 'MDS').amount) + 2n * E18,
    );

    // The block with the bid is dropped: the auction is back to no bid, so no sale.
    await t.database.db.transaction((tx) => revertEventsAbove(tx as never, CHAIN, [NFT111], 5_001));
    const undone = collection(await stats(), 'stone', 2);
    expect(period(undone, '24h').sales).toBe(period(before, '24h').sales);
    expect(volumeOf(undone, '24h', 'MDS').amount).toBe(volumeOf(before, '24h', 'MDS').amount);
  });
});
