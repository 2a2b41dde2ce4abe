import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assets, balances, listings, offers } from '../src/db/schema.ts';
import { platformUserId } from '../src/modules/ledger/platform.ts';
import { reconcile } from '../src/modules/ledger/reconcile.ts';
import { expireOffers } from '../src/modules/offers/expiry.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, trader, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const AMOUNT = 200n * E18;
const HOUR = 3_600_000;

describe.each(databaseKinds)('offers on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
  const offer = (headers: Record<string, string>, body: object) =>
    post(t, '/api/offers', headers, {
      coin: 'MDS',
      amount: String(AMOUNT),
      expires_at: inHours(24),
      pay_password: FUND_PASSWORD,
      ...body,
    });
  const balance = async (userId: number, coin = 'MDS') => {
    const [row] = await t.database.db
      .select()
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.coin, coin)));
    return { available: row?.available ?? 0n, frozen: row?.frozen ?? 0n };
  };
  const offerRow = async (id: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
  /** A market purchase at `price` MDS. */
  const buyMds = (headers: Record<string, string>, id: number, price: bigint) =>
    post(t, '/api/card/buy', headers, {
      id,
      pay_password: FUND_PASSWORD,
      expected_price: String(price),
      coin: 'MDS',
    });
  const feed = async (userId: number) =>
    (await t.database.db.select().from(activities).where(eq(activities.userId, userId))).map((a) => a.type);
  const books = async () => {
    expect(await unreconciled(t.database)).toEqual([]);
    const r = await reconcile(t.database.db);
    expect(r.ok).toBe(true);
    expect(r.coins.every((c) => c.frozenUnexplained === 0n)).toBe(true);
    return r;
  };

  it('freezes the amount of an offer on an item and releases it when cancelled', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    const before = await totalOf(t.database, 'MDS');

    const made = await offer(buyer.headers, { asset_id: asset.id });
    expect(made.json()).toMatchObject({
      code: 200,
      data: { state: 'open', amount: String(AMOUNT), asset_id: asset.id, filter: null, mine: true },
    });
    const id = made.json().data.id as number;
    expect(await balance(buyer.userId)).toEqual({ available: 300n * E18, frozen: AMOUNT });
    const info = (await t.app.inject({ url: '/api/user/info', headers: buyer.headers })).json().data;
    expect(info.frozen_coins.MDS).toBe(String(AMOUNT));
    expect((await books()).coins.find((c) => c.coin === 'MDS')!.openOffers).toBeGreaterThanOrEqual(AMOUNT);

    // The public list of the asset's offers shows it; the owner sees it as received.
    const listed = (await t.app.inject({ url: `/api/offers/asset/${asset.id}` })).json().data.items;
    expect(listed.map((o: { id: number }) => o.id)).toContain(id);
    const received = (await t.app.inject({ url: '/api/user/offers', headers: owner.headers })).json().data;
    expect(received.received).toMatchObject([{ id, matching_assets: [{ id: asset.id, name: asset.name }] }]);

    // Only the offerer cancels, once.
    expect((await post(t, `/api/offers/${id}/cancel`, owner.headers)).statusCode).toBe(403);
    const cancelled = await post(t, `/api/offers/${id}/cancel`, buyer.headers);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect(await balance(buyer.userId)).toEqual({ available: 500n * E18, frozen: 0n });
    const again = await post(t, `/api/offers/${id}/cancel`, buyer.headers);
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      'This offer has already been accepted, cancelled or has expired.',
    ]);
    expect(await feed(buyer.userId)).toEqual([
      ACTIVITY_TYPES.offerMade.code,
      ACTIVITY_TYPES.offerCancelled.code,
    ]);
    expect(await totalOf(t.database, 'MDS')).toBe(before);
    await books();
  });

  it('refuses an offer that breaks a rule, and freezes nothing', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    const wallet = await makeAsset(t.database, owner.userId, { location: 1 });
    const locked = await makeAsset(t.database, owner.userId, { status: 3 });
    const refusal = async (headers: Record<string, string>, body: object) => {
      const res = await offer(headers, body);
      return [res.statusCode, res.json().msg];
    };
    expect(await refusal(owner.headers, { asset_id: asset.id })).toEqual([
      400,
      'You cannot make an offer on your own asset.',
    ]);
    expect(await refusal(buyer.headers, { asset_id: wallet.id })).toEqual([
      409,
      'NFT already transferred out; return it before proceeding.',
    ]);
    expect((await refusal(buyer.headers, { asset_id: locked.id }))[0]).toBe(409);
    expect(await refusal(buyer.headers, { asset_id: asset.id, amount: String(600n * E18) })).toEqual([
      400,
      'insufficient available balance',
    ]);
    expect(await refusal(buyer.headers, { asset_id: asset.id, amount: '0' })).toEqual([
      400,
      'amount must be greater than zero',
    ]);
    expect(await refusal(buyer.headers, { asset_id: asset.id, expires_at: inHours(0.1) })).toEqual([
      400,
      'An offer must last from 10 minutes to 30 days.',
    ]);
    expect((await refusal(buyer.headers, { asset_id: asset.id, expires_at: inHours(31 * 24) }))[0]).toBe(400);
    expect((await refusal(buyer.headers, { asset_id: asset.id, filter: { kind: 'hero' } }))[0]).toBe(400);
    expect((await refusal(buyer.headers, {}))[0]).toBe(400);
    expect((await refusal(buyer.headers, { asset_id: asset.id, pay_password: 'wrong-password-1' }))[0]).toBe(
      400,
    );
    const inactive = await trader(t.database, { activated: false, balances: { MDS: 500n * E18 } });
    expect((await refusal(inactive.headers, { asset_id: asset.id }))[0]).toBe(403);
    await setGameRole(t, buyer.userId, { online: true });
    expect((await refusal(buyer.headers, { asset_id: asset.id }))[0]).toBe(403);
    await setGameRole(t, buyer.userId, { online: false });
    expect(await balance(buyer.userId)).toEqual({ available: 500n * E18, frozen: 0n });
    expect(await feed(buyer.userId)).toEqual([]);
  });

  it('accepting an item offer: the asset changes hands, the frozen amount pays seller and fee, other offers lose', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const rival = await trader(t.database, { balances: { MDS: 500n * E18, MDV: 10n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    // Listed at 300 MDS meanwhile: accepting closes the listing.
    await post(t, `/api/card/sell/${asset.id}`, owner.headers, { price: String(300n * E18), coin: 'MDS' });
    const id = (await offer(buyer.headers, { asset_id: asset.id })).json().data.id as number;
    const rivalId = (
      await offer(rival.headers, { asset_id: asset.id, coin: 'MDV', amount: String(5n * E18) })
    ).json().data.id as number;
    const platform = await platformUserId(t.database.db);
    const platformBefore = await balance(platform);
    const before = await totalOf(t.database, 'MDS');

    // Only the owner may accept; the offerer may not accept their own.
    expect((await post(t, `/api/offers/${id}/accept`, rival.headers, {})).statusCode).toBe(403);
    expect((await post(t, `/api/offers/${id}/accept`, buyer.headers, {})).statusCode).toBe(400);
    const res = await post(t, `/api/offers/${id}/accept`, owner.headers, {});
    const fee = (AMOUNT * 500n) / 10_000n;
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        asset_id: asset.id,
        fee: String(fee),
        proceeds: String(AMOUNT - fee),
        offer: { state: 'accepted' },
      },
    });
    expect(await balance(buyer.userId)).toEqual({ available: 300n * E18, frozen: 0n });
    expect(await balance(owner.userId)).toEqual({ available: AMOUNT - fee, frozen: 0n });
    expect((await balance(platform)).available - platformBefore.available).toBe(fee);
    expect(await balance(rival.userId, 'MDV')).toEqual({ available: 10n * E18, frozen: 0n });
    expect(await totalOf(t.database, 'MDS')).toBe(before);

    const [moved] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(moved).toMatchObject({ ownerId: buyer.userId, status: null });
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.assetId, asset.id));
    expect(listing!.status).toBe(5);
    expect(await offerRow(id)).toMatchObject({
      state: 'accepted',
      sellerId: owner.userId,
      soldAssetId: asset.id,
      fee,
    });
    expect((await offerRow(rivalId)).state).toBe('lost');
    expect(await feed(buyer.userId)).toEqual([
      ACTIVITY_TYPES.offerMade.code,
      ACTIVITY_TYPES.offerBought.code,
    ]);
    expect(await feed(owner.userId)).toEqual([
      ACTIVITY_TYPES.marketListed.code,
      ACTIVITY_TYPES.offerSold.code,
    ]);
    expect(await feed(rival.userId)).toEqual([ACTIVITY_TYPES.offerMade.code, ACTIVITY_TYPES.offerLost.code]);
    // The market no longer sells it; accepting again is refused.
    const buy = await buyMds(rival.headers, asset.id, 300n * E18);
    expect(buy.statusCode).toBe(409);
    expect((await post(t, `/api/offers/${id}/accept`, owner.headers, {})).statusCode).toBe(409);
    await books();
  });

  it('a collection offer is accepted with a matching asset only; an item sold in the market loses its offers', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    const hero = await makeAsset(t.database, owner.userId, { grade: 12, camp: 2 });
    const other = await makeAsset(t.database, owner.userId, { grade: 3, camp: 2 });
    const made = await offer(buyer.headers, { filter: { kind: 'hero', camp: 2, grade: 3 } });
    expect(made.json().data.filter).toEqual({
      kind: 0,
      camp: 2,
      profession: null,
      grade: 3,
      element: null,
      star: null,
    });
    const id = made.json().data.id as number;
    const mine = (await t.app.inject({ url: '/api/user/offers', headers: owner.headers })).json().data;
    expect(mine.received).toMatchObject([{ id, matching_assets: [{ id: hero.id }] }]);
    expect((await t.app.inject({ url: `/api/offers/asset/${other.id}` })).json().data.items).toEqual([]);

    const noAsset = await post(t, `/api/offers/${id}/accept`, owner.headers, {});
    expect([noAsset.statusCode, noAsset.json().msg]).toEqual([
      400,
      'Choose the asset to sell for this collection offer.',
    ]);
    const wrong = await post(t, `/api/offers/${id}/accept`, owner.headers, { asset_id: other.id });
    expect([wrong.statusCode, wrong.json().msg]).toEqual([
      400,
      'This asset does not match the offer’s collection.',
    ]);
    const ok = await post(t, `/api/offers/${id}/accept`, owner.headers, { asset_id: hero.id });
    expect(ok.json()).toMatchObject({ code: 200, data: { asset_id: hero.id } });

    // Sold in the market: the offers on it lose and are released in the sale's transaction.
    const seller = await trader(t.database);
    const listed = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${listed.id}`, seller.headers, { price: String(50n * E18), coin: 'MDS' });
    const itemOffer = (await offer(buyer.headers, { asset_id: listed.id, amount: String(40n * E18) })).json()
      .data.id as number;
    const marketBuyer = await trader(t.database, { balances: { MDS: 100n * E18 } });
    const bought = await buyMds(marketBuyer.headers, listed.id, 50n * E18);
    expect(bought.statusCode).toBe(200);
    expect((await offerRow(itemOffer)).state).toBe('lost');
    expect(await balance(buyer.userId)).toEqual({ available: 1_000n * E18 - AMOUNT, frozen: 0n });
    await books();
  });

  it('an expired offer releases its freeze and can no longer be accepted', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    const id = (await offer(buyer.headers, { asset_id: asset.id, expires_at: inHours(1) })).json().data
      .id as number;
    expect(await expireOffers(t.database.db, t.clock.now())).toBe(0);
    t.clock.advance(HOUR + 1_000);
    // Past its time it is shown expired and refused, even before the sweep.
    expect((await t.app.inject({ url: `/api/offers/asset/${asset.id}` })).json().data.items).toEqual([]);
    const late = await post(t, `/api/offers/${id}/accept`, owner.headers, {});
    expect([late.statusCode, late.json().msg]).toEqual([
      409,
      'This offer has already been accepted, cancelled or has expired.',
    ]);
    expect(await balance(buyer.userId)).toEqual({ available: 300n * E18, frozen: AMOUNT });
    expect(await expireOffers(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await offerRow(id)).state).toBe('expired');
    expect(await balance(buyer.userId)).toEqual({ available: 500n * E18, frozen: 0n });
    expect(await feed(buyer.userId)).toEqual([
      ACTIVITY_TYPES.offerMade.code,
      ACTIVITY_TYPES.offerExpired.code,
    ]);
    expect(await expireOffers(t.database.db, t.clock.now())).toBe(0);
    await books();
  });

  it('reconciliation names frozen coins that no open offer explains', async () => {
    const buyer = await trader(t.database, { balances: { MDS: 10n * E18 } });
    await t.database.db.insert(offers).values({
      offererId: buyer.userId,
      coin: 'MDS',
      amount: 7n,
      kind: 0,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const r = await reconcile(t.database.db);
    expect(r.ok).toBe(false);
    expect(r.coins.find((c) => c.coin === 'MDS')!.frozenUnexplained).toBe(-7n);
    await t.database.db.update(offers).set({ state: 'cancelled' }).where(eq(offers.amount, 7n));
    await books();
  });
  it('the portfolio shows listings, and per collection held, floor, last sale and value', async () => {
    const me = await trader(t.database);
    const other = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 100n * E18 } });
    const mine = await makeAsset(t.database, me.userId, { kind: 3 });
    await makeAsset(t.database, me.userId, { kind: 3 });
    const cheap = await makeAsset(t.database, other.userId, { kind: 3 });
    await post(t, `/api/card/sell/${mine.id}`, me.headers, { price: String(9n * E18), coin: 'MDS' });
    await post(t, `/api/card/sell/${cheap.id}`, other.headers, { price: String(5n * E18), coin: 'MDS' });
    const portfolio = async () =>
      (await t.app.inject({ url: '/api/user/portfolio', headers: me.headers })).json().data;
    expect((await portfolio()).collections).toEqual([
      {
        kind: 3,
        held: 2,
        floor: { price: String(5n * E18), coin: 'MDS' },
        last_sale: null,
        value: { price: String(10n * E18), coin: 'MDS' },
      },
    ]);
    const bought = await buyMds(buyer.headers, cheap.id, 5n * E18);
    expect(bought.statusCode).toBe(200);
    const after = await portfolio();
    expect(after.listings).toMatchObject([{ asset_id: mine.id, price: String(9n * E18), coin: 'MDS' }]);
    expect(after.auctions).toEqual({ selling: 0, holding: 0 });
    expect(after.collections).toMatchObject([
      {
        kind: 3,
        held: 2,
        floor: { price: String(9n * E18) },
        last_sale: { price: String(5n * E18), coin: 'MDS' },
        value: { price: String(18n * E18), coin: 'MDS' },
      },
    ]);
    expect((await t.app.inject({ url: '/api/user/portfolio' })).statusCode).toBe(401);
  });
});
