import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, messageReads } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const PRICE = 400n * E18;
const FEE = (PRICE * 500n) / 10_000n;

describe.each(databaseKinds)('messages, card business and asset history on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers: { language: 'EN-US', ...headers } })).json();
  /** A seller whose hero card was listed and bought at PRICE MDS, and its buyer. */
  async function sale() {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    const asset = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(PRICE), coin: 'MDS' });
    const bought = await post(t, '/api/card/buy', buyer.headers, {
      id: asset.id,
      pay_password: FUND_PASSWORD,
      expected_price: String(PRICE),
      coin: 'MDS',
    });
    expect(bought.json().code).toBe(200);
    return { seller, buyer, asset };
  }
  const entriesOf = async (userId: number) =>
    (await t.database.db.select().from(activities).where(eq(activities.userId, userId)))
      .map((a) => a.id)
      .sort((a, b) => a - b);

  it('message/collect: counts new entries, collects up to one of the user’s, never moves back; bad ids change nothing', async () => {
    const { seller, buyer } = await sale();
    const ids = await entriesOf(seller.userId);
    expect(ids.length).toBe(2); // listed, sold
    expect((await get('/api/message/collect', seller.headers)).data).toEqual({ unread: 2, read_up_to: 0 });
    const collect = (headers: Record<string, string>, payload: object) =>
      post(t, '/api/message/collect', headers, payload);

    expect((await collect(seller.headers, { up_to_id: ids[0] })).json().data).toEqual({
      unread: 1,
      read_up_to: ids[0],
    });
    expect((await collect(seller.headers, { up_to_id: ids[1] })).json().data).toEqual({
      unread: 0,
      read_up_to: ids[1],
    });
    // Again, or an older one: nothing moves.
    expect((await collect(seller.headers, { up_to_id: ids[0] })).json().data).toEqual({
      unread: 0,
      read_up_to: ids[1],
    });

    const buyers = await entriesOf(buyer.userId);
    const refusals = [
      await collect(seller.headers, { up_to_id: buyers[0] }),
      await collect(seller.headers, { up_to_id: 999_999_999 }),
      await collect(seller.headers, { up_to_id: 0 }),
      await collect(seller.headers, {}),
      await collect({}, { up_to_id: ids[1] }),
    ].map((r) => [r.statusCode, r.json().msg]);
    expect(refusals).toEqual([
      [404, 'This message was not found.'],
      [404, 'This message was not found.'],
      [400, 'Invalid input: up_to_id'],
      [400, 'Invalid input: up_to_id'],
      [401, 'Please log in first'],
    ]);
    const [read] = await t.database.db
      .select()
      .from(messageReads)
      .where(eq(messageReads.userId, seller.userId));
    expect(read?.readUpTo).toBe(ids[1]);
    expect((await get('/api/message/collect', buyer.headers)).data).toEqual({ unread: 1, read_up_to: 0 });
  });

  it('user/card/business: what the user bought and sold per coin, for all assets or one; unknown asset 404', async () => {
    const { seller, buyer, asset } = await sale();
    const listed = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${listed.id}`, seller.headers, { price: String(PRICE), coin: 'MDS' });
    const business = (headers: Record<string, string>, payload?: object) =>
      post(t, '/api/user/card/business', headers, payload);

    const all = await business(seller.headers);
    expect(all.json()).toMatchObject({ code: 200 });
    expect(all.json().data).toEqual({
      asset_id: null,
      on_sale: 1,
      coins: [
        {
          coin: 'MDS',
          bought: 0,
          spent: '0',
          sold: 1,
          sales: String(PRICE),
          fees: String(FEE),
          received: String(PRICE - FEE),
          net: String(PRICE - FEE),
        },
      ],
    });
    expect((await business(buyer.headers, { id: asset.id })).json().data).toEqual({
      asset_id: asset.id,
      on_sale: 0,
      coins: [
        {
          coin: 'MDS',
          bought: 1,
          spent: String(PRICE),
          sold: 0,
          sales: '0',
          fees: '0',
          received: '0',
          net: String(-PRICE),
        },
      ],
    });
    expect((await business(seller.headers, { id: listed.id })).json().data).toEqual({
      asset_id: listed.id,
      on_sale: 1,
      coins: [],
    });
    const refusals = [
      await business(seller.headers, { id: 999_999_999 }),
      await business(seller.headers, { id: 'x' }),
      await business({}, {}),
    ].map((r) => [r.statusCode, r.json().msg]);
    expect(refusals).toEqual([
      [404, 'Not found'],
      [400, 'Invalid input: id'],
      [401, 'Please log in first'],
    ]);
  });

  it('assets/history: listing and sale of an asset, newest first; unknown or bad id refused', async () => {
    const { asset } = await sale();
    const history = await get(`/api/assets/history?id=${asset.id}`);
    expect(history.code).toBe(200);
    expect(history.data.asset_id).toBe(asset.id);
    expect(history.data.transit).toBeNull();
    expect(history.data.items.map((i: { kind: string }) => i.kind)).toEqual(['sold', 'listed']);
    expect(history.data.items[0]).toMatchObject({ price: String(PRICE), coin: 'MDS', tx_hash: null });
    expect(history.data.items[0].from).toMatch(/^0x.{3}….{4}$/);
    expect((await get('/api/assets/history?id=999999999')).code).toBe(404);
    expect((await get('/api/assets/history?id=abc')).code).toBe(400);
    expect((await get('/api/assets/history')).code).toBe(400);
    expect(ACTIVITY_TYPES.marketListed.code).toBe(1);
  });
});
