import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases.ts';
import { type EventStreamClient, openEventStream } from './support/event-stream.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const PRICE = 400n * 10n ** 18n;

const closeAll = async (open: EventStreamClient[]) => {
  await Promise.all(open.splice(0).map((s) => s.close()));
};

describe.each(databaseKinds)('live market updates on %s', (kind) => {
  let t: TestContext;
  let base: string;
  const open: EventStreamClient[] = [];
  const stream = async (headers: Record<string, string> = {}) => {
    const s = await openEventStream(`${base}/api/events`, headers);
    open.push(s);
    await s.waitFor((e) => e.topic === 'ready');
    return s;
  };
  /** Buys an asset listed at PRICE MDS through the API (on this test's first instance). */
  const buyAtPrice = async (headers: Record<string, string>, assetId: number) => {
    const bought = await post(t, '/api/card/buy', headers, {
      id: assetId,
      pay_password: FUND_PASSWORD,
      expected_price: String(PRICE),
      coin: 'MDS',
    });
    expect(bought.json().code).toBe(200);
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams a sale to everyone within 2 s, and the new activity entries to buyer and seller only', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: PRICE } });
    const asset = await makeAsset(t.database, seller.userId);
    const listed = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(PRICE),
      coin: 'MDS',
    });
    const listingId = listed.json().data.listing_id as number;
    const watcher = await stream();
    const sellerStream = await stream(seller.headers);
    const buyerStream = await stream(buyer.headers);
    const started = Date.now();
    await buyAtPrice(buyer.headers, asset.id);
    const sold = await watcher.waitFor((e) => e.data.action === 'sold');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(sold.data).toEqual({
      action: 'sold',
      listing_id: listingId,
      id: asset.id,
      price: String(PRICE),
      coin: 'MDS',
    });
    const activity = (s: EventStreamClient, type: number) =>
      s.waitFor((e) => e.topic === 'activity' && (e.data.types as number[]).includes(type));
    await activity(sellerStream, ACTIVITY_TYPES.marketSold.code);
    await activity(buyerStream, ACTIVITY_TYPES.marketBought.code);
    await sellerStream.waitFor((e) => e.data.action === 'sold');
    await buyerStream.waitFor((e) => e.data.action === 'sold');
    const types = (s: EventStreamClient) =>
      s.messages.filter((e) => e.topic === 'activity').flatMap((e) => e.data.types as number[]);
    expect(types(watcher)).toEqual([]);
    expect(types(sellerStream)).not.toContain(ACTIVITY_TYPES.marketBought.code);
    expect(types(buyerStream)).not.toContain(ACTIVITY_TYPES.marketSold.code);
  });

  if (kind === 'postgres')
    it('streams a sale made on one instance from another instance on the same database', async () => {
      const other = await startTestApp(kind, { database: t.database });
      const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const seller = await trader(t.database);
        const buyer = await trader(t.database, { balances: { MDS: PRICE } });
        const asset = await makeAsset(t.database, seller.userId);
        await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(PRICE), coin: 'MDS' });
        const onB = await openEventStream(`${otherBase}/api/events`);
        open.push(onB);
        await onB.waitFor((e) => e.topic === 'ready');
        const started = Date.now();
        await buyAtPrice(buyer.headers, asset.id);
        await onB.waitFor((e) => e.data.action === 'sold' && e.data.id === asset.id);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await closeAll(open);
        other.app.server.closeAllConnections();
        await other.close();
      }
    });

  it('streams a new listing, a price change and a cancellation; a refused purchase streams nothing', async () => {
    const seller = await trader(t.database);
    const poor = await trader(t.database, { balances: { MDS: 1n } });
    const asset = await makeAsset(t.database, seller.userId);
    const watcher = await stream();
    const sell = (price: bigint) =>
      post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(price), coin: 'MDS' });
    const listingId = (await sell(PRICE)).json().data.listing_id as number;
    await sell(PRICE * 2n);
    const refused = await post(t, '/api/card/buy', poor.headers, {
      id: asset.id,
      pay_password: FUND_PASSWORD,
      expected_price: String(PRICE * 2n),
      coin: 'MDS',
    });
    expect(refused.statusCode).toBe(400);
    expect((await post(t, `/api/card/cancel/${asset.id}`, seller.headers)).json().code).toBe(200);
    await watcher.waitFor((e) => e.data.action === 'cancelled');
    // Only this asset's events: a sale from the test before may still be on its way to new streams.
    const listingEvents = watcher.messages
      .filter((e) => e.topic === 'listing' && e.data.id === asset.id)
      .map((e) => e.data);
    const common = { listing_id: listingId, id: asset.id, coin: 'MDS' };
    expect(listingEvents).toEqual([
      { action: 'listed', ...common, price: String(PRICE) },
      { action: 'price', ...common, price: String(PRICE * 2n) },
      { action: 'cancelled', ...common, price: String(PRICE * 2n) },
    ]);
  });
});
