import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, listings, users } from '../src/db/schema.ts';
import { platformUserId } from '../src/modules/ledger/platform.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, trader, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const PRICE = 400n * E18;

describe.each(databaseKinds)('buying on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A seller with a listed hero card at PRICE MDS, and a funded buyer. */
  async function listing(buyerMds = 1_000n * E18) {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: buyerMds } });
    const asset = await makeAsset(t.database, seller.userId);
    const res = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(PRICE),
      coin: 'MDS',
    });
    return { seller, buyer, asset, listingId: res.json().data.listing_id as number };
  }
  const buy = (headers: Record<string, string>, id: number, extra: object = {}) =>
    post(t, '/api/card/buy', headers, {
      id,
      pay_password: FUND_PASSWORD,
      expected_price: String(PRICE),
      coin: 'MDS',
      ...extra,
    });
  const info = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/info', headers })).json().data;
  const failures = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.payPasswordFailures;

  it('settles at once: buyer pays, seller gets the price minus the 5% fee, the platform the fee', async () => {
    const { seller, buyer, asset, listingId } = await listing();
    const platform = await platformUserId(t.database.db);
    const totalBefore = await totalOf(t.database, 'MDS');
    expect((await t.app.inject({ url: '/api/level/fee' })).json().data).toEqual({ fee_bps: 500 });

    const res = await buy(buyer.headers, asset.id);
    const fee = (PRICE * 500n) / 10_000n;
    expect(res.json()).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        id: asset.id,
        listing_id: listingId,
        price: String(PRICE),
        fee: String(fee),
        coin: 'MDS',
        balance: String(600n * E18),
      },
    });
    expect((await info(buyer.headers)).coins.MDS).toBe(String(600n * E18));
    expect((await info(buyer.headers)).hero_nums).toBe(1);
    expect((await info(seller.headers)).coins.MDS).toBe(String(PRICE - fee));
    expect((await info(seller.headers)).hero_nums).toBe(0);
    expect(await totalOf(t.database, 'MDS')).toBe(totalBefore);
    expect(await unreconciled(t.database)).toEqual([]);
    await expect(t.database.db.execute(sql`update ledger_entries set available_delta = 0`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    const platformInfo = await t.database.db.query.balances.findFirst({
      where: (b, { and, eq }) => and(eq(b.userId, platform), eq(b.coin, 'MDS')),
    });
    expect(platformInfo!.available).toBeGreaterThanOrEqual(fee);

    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row).toMatchObject({ status: 51, buyerId: buyer.userId, fee });
    const detail = (await t.app.inject({ url: `/api/card/${asset.id}` })).json().data;
    expect(detail).toMatchObject({ status: null, listing: null, owner: { userid: buyer.userId } });
    expect(detail.history[0]).toMatchObject({ price: String(PRICE), coin: 'MDS' });
    const mine = (await t.app.inject({ url: '/api/user/card/list', headers: buyer.headers })).json().data;
    expect(mine.items.map((a: { id: number }) => a.id)).toEqual([asset.id]);

    const sellerFeed = (await t.app.inject({ url: '/api/user/activities', headers: seller.headers })).json()
      .data;
    expect(sellerFeed.items[0]).toMatchObject({
      type: 5,
      amount: String(PRICE),
      two_amount: String(PRICE - fee),
      fee: String(fee),
      two_userid: buyer.userId,
      assets_id: asset.id,
      index_id: listingId,
    });
    const again = await buy(buyer.headers, asset.id);
    expect(again.json()).toEqual({
      code: 409,
      msg: 'Sorry, this item has already been sold or taken off sale.',
      data: null,
    });
  });

  it('refuses a short balance without spending a fund-password try, and keeps the listing', async () => {
    const { buyer, asset } = await listing(399n * E18);
    const res = await buy(buyer.headers, asset.id);
    expect(res.json()).toEqual({ code: 400, msg: 'insufficient available balance', data: null });
    expect(await failures(buyer.userId)).toBe(0);
    const [row] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.status).toBe(1);
  });

  it('counts wrong fund passwords toward the lock: 10 wrong lock purchases, and nothing is bought', async () => {
    const { buyer, asset } = await listing();
    const first = await buy(buyer.headers, asset.id, { pay_password: 'not-it' });
    expect(first.json()).toEqual({ code: 400, msg: 'Fund password is wrong, 9 tries left', data: null });
    expect(await failures(buyer.userId)).toBe(1);
    for (let i = 2; i <= 9; i += 1) await buy(buyer.headers, asset.id, { pay_password: 'not-it' });
    const tenth = await buy(buyer.headers, asset.id, { pay_password: 'not-it' });
    expect(tenth.statusCode).toBe(429);
    const right = await buy(buyer.headers, asset.id);
    expect(right.json()).toMatchObject({ code: 429, msg: expect.stringContaining('purchases are locked') });
    expect((await info(buyer.headers)).coins.MDS).toBe(String(1_000n * E18));
    const [row] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.status).toBe(1);
  });

  it('refuses a changed price, the own listing, a zero amount, no fund password, and an unlisted asset', async () => {
    const { seller, buyer, asset } = await listing();
    expect((await buy(buyer.headers, asset.id, { expected_price: '1' })).json()).toEqual({
      code: 409,
      msg: 'The price has changed; refresh and check the new price.',
      data: null,
    });
    expect((await buy(buyer.headers, asset.id, { coin: 'META' })).statusCode).toBe(409);
    expect((await buy(seller.headers, asset.id)).json().msg).toBe('You cannot buy your own listing.');
    expect((await buy(buyer.headers, asset.id, { expected_price: '0' })).json().msg).toBe(
      'amount must be greater than zero',
    );
    const noPassword = await trader(t.database, { fundPassword: false, balances: { MDS: PRICE } });
    expect((await buy(noPassword.headers, asset.id)).json().msg).toBe('Please set a fund password first');
    const idle = await makeAsset(t.database, seller.userId);
    expect((await buy(buyer.headers, idle.id)).statusCode).toBe(409);
    expect((await buy(buyer.headers, 99_999_999)).statusCode).toBe(404);
    expect((await buy({}, asset.id)).statusCode).toBe(401);
  });

  it('refuses a buyer who is not activated or is in the game', async () => {
    const { asset } = await listing();
    const fresh = await trader(t.database, { activated: false, balances: { MDS: PRICE } });
    expect((await buy(fresh.headers, asset.id)).json().msg).toBe(
      'Please top up 1 MDV first to activate your account.',
    );
    const online = await trader(t.database, { balances: { MDS: PRICE } });
    await setGameRole(t, online.userId, { online: true });
    expect((await buy(online.headers, asset.id)).json().msg).toBe(
      'Asset actions are blocked while the game is online.',
    );
  });
});
