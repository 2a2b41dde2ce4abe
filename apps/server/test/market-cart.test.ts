import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { assets, listings, users } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, trader, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const PRICE = 400n * E18;
type Headers = Record<string, string>;

describe.each(databaseKinds)('the cart on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A seller's hero card listed at `price` MDS; returns the asset id. */
  async function listed(seller: { headers: Headers; userId: number }, price = PRICE) {
    const asset = await makeAsset(t.database, seller.userId);
    const res = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(price),
      coin: 'MDS',
    });
    expect(res.statusCode).toBe(200);
    return asset.id;
  }
  const item = (id: number, price = PRICE) => ({ id, expected_price: String(price), coin: 'MDS' });
  const buyCart = (headers: Headers, items: object[], extra: object = {}) =>
    post(t, '/api/marketplace/cart/buy', headers, { pay_password: FUND_PASSWORD, items, ...extra });
  const failures = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.payPasswordFailures;
  const ownerOf = async (id: number) =>
    (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
  const buyEntries = (userId: number) =>
    queryRows<{ reference: string }>(
      t.database.db,
      sql`select reference from ledger_entries where user_id = ${userId} and reason = 'market_buy' order by id`,
    );

  it('buys what it can: items fail one by one (sold, price changed, short balance) and cost nothing', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    const other = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    const sold = await listed(seller);
    const changed = await listed(seller);
    const first = await listed(seller);
    const second = await listed(seller);
    const short = await listed(seller);
    const totalBefore = await totalOf(t.database, 'MDS');
    // Meanwhile: another buyer takes one, the seller re-prices another.
    expect((await buyCart(other.headers, [item(sold)])).json().data.items[0].ok).toBe(true);
    await post(t, `/api/card/sell/${changed}`, seller.headers, { price: String(450n * E18), coin: 'MDS' });

    const res = await buyCart(buyer.headers, [
      item(sold),
      item(changed),
      item(first),
      item(second),
      item(short),
    ]);
    expect(res.statusCode).toBe(200);
    const fee = (PRICE * 500n) / 10_000n;
    expect(res.json().data).toEqual({
      items: [
        {
          id: sold,
          ok: false,
          code: 409,
          reason: 'listingSold',
          msg: 'Sorry, this item has already been sold or taken off sale.',
          current: null,
        },
        {
          id: changed,
          ok: false,
          code: 409,
          reason: 'priceChanged',
          msg: 'The price has changed; refresh and check the new price.',
          current: { price: String(450n * E18), coin: 'MDS' },
        },
        {
          id: first,
          ok: true,
          listing_id: expect.any(Number),
          price: String(PRICE),
          fee: String(fee),
          coin: 'MDS',
        },
        {
          id: second,
          ok: true,
          listing_id: expect.any(Number),
          price: String(PRICE),
          fee: String(fee),
          coin: 'MDS',
        },
        {
          id: short,
          ok: false,
          code: 400,
          reason: 'insufficientBalance',
          msg: 'insufficient available balance',
          current: null,
        },
      ],
      balances: { MDS: String(200n * E18) },
    });
    // Charged exactly for the two bought; the failed ones are untouched and still for sale.
    expect((await buyEntries(buyer.userId)).length).toBe(2);
    expect((await ownerOf(first)).ownerId).toBe(buyer.userId);
    expect((await ownerOf(second)).ownerId).toBe(buyer.userId);
    expect(await ownerOf(sold)).toMatchObject({ ownerId: other.userId });
    expect(await ownerOf(changed)).toMatchObject({ ownerId: seller.userId, status: 1 });
    expect(await ownerOf(short)).toMatchObject({ ownerId: seller.userId, status: 1 });
    expect(await failures(buyer.userId)).toBe(0);
    expect(await totalOf(t.database, 'MDS')).toBe(totalBefore);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it('answers each item in the request language', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: PRICE } });
    const gone = await listed(seller);
    await post(t, `/api/card/cancel/${gone}`, seller.headers);
    const res = await buyCart({ ...buyer.headers, language: 'ZH-TW' }, [item(gone)]);
    expect(res.json()).toMatchObject({ code: 200, msg: '成功' });
    expect(res.json().data.items[0]).toMatchObject({ ok: false, msg: '該資產已被購買或已下架' });
    const indonesian = await buyCart({ ...buyer.headers, language: 'IN-IN' }, [item(gone)]);
    expect(indonesian.json().data.items[0].msg).toBe(
      'Maaf, item ini sudah terjual atau ditarik dari penjualan.',
    );
  });

  it('checks the fund password once per cart, with the single purchase lock, and buys nothing when wrong', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 2_000n * E18 } });
    const ids = [await listed(seller), await listed(seller), await listed(seller)];
    const wrong = await buyCart(
      buyer.headers,
      ids.map((id) => item(id)),
      { pay_password: 'not-it' },
    );
    expect(wrong.json()).toEqual({ code: 400, msg: 'Fund password is wrong, 9 tries left', data: null });
    expect(await failures(buyer.userId)).toBe(1);
    for (const id of ids) expect(await ownerOf(id)).toMatchObject({ ownerId: seller.userId, status: 1 });

    // A single purchase and a cart share the count: 8 more wrong singles, then the 10th wrong cart locks.
    for (let i = 2; i <= 9; i += 1) {
      await post(t, '/api/card/buy', buyer.headers, { ...item(ids[0]!), pay_password: 'not-it' });
    }
    const tenth = await buyCart(buyer.headers, [item(ids[0]!)], { pay_password: 'not-it' });
    expect(tenth.statusCode).toBe(429);
    const locked = await buyCart(buyer.headers, [item(ids[0]!)]);
    expect(locked.json()).toMatchObject({ code: 429, msg: expect.stringContaining('purchases are locked') });
    expect((await buyEntries(buyer.userId)).length).toBe(0);
  });

  it('spends no fund-password try when no item can be bought', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 10n } });
    const id = await listed(seller);
    const res = await buyCart(buyer.headers, [item(id), item(id + 1_000_000)], { pay_password: 'not-it' });
    expect(res.json().data.items).toMatchObject([
      { id, ok: false, code: 400, msg: 'insufficient available balance' },
      { id: id + 1_000_000, ok: false, code: 404, msg: 'Not found' },
    ]);
    expect(await failures(buyer.userId)).toBe(0);
  });

  it('refuses the own listing per item, and every item of a buyer in the game or not activated', async () => {
    const seller = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    const otherSeller = await trader(t.database);
    const own = await listed(seller);
    const theirs = await listed(otherSeller);
    const res = await buyCart(seller.headers, [item(own), item(theirs)]);
    expect(res.json().data.items).toMatchObject([
      { id: own, ok: false, code: 400, reason: 'ownListing', msg: 'You cannot buy your own listing.' },
      { id: theirs, ok: true },
    ]);

    const online = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    await setGameRole(t, online.userId, { online: true });
    const blocked = await buyCart(online.headers, [item(own), item(await listed(otherSeller))]);
    expect(blocked.json().data.items.map((i: { msg: string }) => i.msg)).toEqual([
      'Asset actions are blocked while the game is online.',
      'Asset actions are blocked while the game is online.',
    ]);
    const fresh = await trader(t.database, { activated: false, balances: { MDS: PRICE } });
    const inactive = await buyCart(fresh.headers, [item(own)]);
    expect(inactive.json().data.items[0]).toMatchObject({
      ok: false,
      code: 403,
      msg: 'Please top up 1 MDV first to activate your account.',
    });
    expect((await buyEntries(online.userId)).length + (await buyEntries(fresh.userId)).length).toBe(0);
    expect(await ownerOf(own)).toMatchObject({ ownerId: seller.userId, status: 1 });
  });

  it('refuses a malformed cart: empty, over 30, twice the same asset, no fund password, signed out', async () => {
    const buyer = await trader(t.database);
    const msgOf = async (items: object[], extra: object = {}, headers: Headers = buyer.headers) =>
      (await buyCart(headers, items, extra)).json();
    expect(await msgOf([])).toEqual({ code: 400, msg: 'Between 1 and 30 items at a time.', data: null });
    const many = Array.from({ length: 31 }, (_, i) => item(i + 1));
    expect((await msgOf(many)).msg).toBe('Between 1 and 30 items at a time.');
    expect((await msgOf([item(5), item(5)])).msg).toBe('The same asset cannot be in the list twice.');
    expect((await msgOf([item(5)], { pay_password: '' })).msg).toBe('Please enter the fund password.');
    expect((await msgOf([{ ...item(5), expected_price: '1.5' }])).msg).toBe('Please enter the sale price.');
    expect((await msgOf([item(5)], {}, {})).code).toBe(401);
  });

  it('the same cart sent twice at once (a double click) buys each listing once and charges once', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 2_000n * E18 } });
    const ids = [await listed(seller), await listed(seller)];
    const cart = ids.map((id) => item(id));
    const [a, b] = await Promise.all([buyCart(buyer.headers, cart), buyCart(buyer.headers, cart)]);
    const outcomes = [...a.json().data.items, ...b.json().data.items];
    expect(outcomes.filter((i: { ok: boolean }) => i.ok)).toHaveLength(2);
    for (const refused of outcomes.filter((i: { ok: boolean }) => !i.ok)) {
      expect(refused).toMatchObject({ code: 409, reason: 'listingSold' });
    }
    expect((await buyEntries(buyer.userId)).length).toBe(2);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it('two carts racing for the same listing: one buyer, the other charged nothing', async () => {
    const seller = await trader(t.database);
    const racers = await Promise.all(
      Array.from({ length: 8 }, () => trader(t.database, { balances: { MDS: 1_000n * E18 } })),
    );
    const contested = await listed(seller);
    const own = await Promise.all(racers.map(() => listed(seller)));
    const totalBefore = await totalOf(t.database, 'MDS');
    const answers = await Promise.all(
      racers.map((racer, i) => buyCart(racer.headers, [item(contested), item(own[i]!)])),
    );
    const results = answers.map((a) => a.json().data.items);
    const winners = results.filter((items) => items[0].ok);
    expect(winners).toHaveLength(1);
    for (const items of results) {
      expect(items[1]).toMatchObject({ ok: true });
      if (!items[0].ok) expect(items[0]).toMatchObject({ code: 409, reason: 'listingSold' });
    }
    const [row] = await t.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.assetId, contested), eq(listings.status, 51)));
    const winner = racers[results.findIndex((items) => items[0].ok)]!;
    expect(row!.buyerId).toBe(winner.userId);
    expect((await buyEntries(winner.userId)).length).toBe(2);
    for (const racer of racers.filter((r) => r !== winner))
      expect((await buyEntries(racer.userId)).length).toBe(1);
    expect(await totalOf(t.database, 'MDS')).toBe(totalBefore);
    expect(await unreconciled(t.database)).toEqual([]);
  });
});
