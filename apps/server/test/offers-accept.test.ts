import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets, listings } from '../src/db/schema.ts';
import { platformUserId } from '../src/modules/ledger/platform.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset, post, totalOf, trader } from './support/market.ts';
import {
  AMOUNT,
  balance,
  books,
  buyMds,
  E18,
  feed,
  offer,
  offerRow,
  offersSuite,
  t,
} from './support/offers-suite.ts';

describe.each(databaseKinds)('offers on %s', (kind) => {
  offersSuite(kind);

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
