import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, listings } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const MDS = (whole: number) => (BigInt(whole) * 10n ** 18n).toString();

describe.each(databaseKinds)('selling, modifying and cancelling on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const detail = async (id: number) => (await t.app.inject({ url: `/api/card/${id}` })).json().data;

  it('lists a game asset, modifies its price and coin in place, then cancels it', async () => {
    const seller = await trader(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    // Read the market first: the page cache must not hide the new listing.
    const before = (await t.app.inject({ url: '/api/marketplace/list?size=60' })).json().data.items;
    expect(before.find((i: { id: number }) => i.id === asset.id)).toBeUndefined();

    const listed = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: MDS(250),
      coin: 'MDS',
    });
    expect(listed.json()).toMatchObject({
      code: 200,
      data: { id: asset.id, price: MDS(250), coin: 'MDS', status: 1 },
    });
    const listingId = listed.json().data.listing_id;
    expect((await detail(asset.id)).status).toBe(1);
    expect((await detail(asset.id)).listing).toMatchObject({
      listing_id: listingId,
      price: MDS(250),
      coin: 'MDS',
    });
    const market = (await t.app.inject({ url: '/api/marketplace/list?size=60' })).json().data.items;
    expect(market.find((i: { id: number }) => i.id === asset.id)).toMatchObject({
      listing_id: listingId,
      grade: 12,
    });

    const modified = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: '123',
      coin: 'META',
    });
    expect(modified.json().data).toEqual({
      id: asset.id,
      listing_id: listingId,
      price: '123',
      coin: 'META',
      status: 1,
    });
    expect((await detail(asset.id)).listing).toMatchObject({
      listing_id: listingId,
      price: '123',
      coin: 'META',
    });

    const cancelled = await post(t, `/api/card/cancel/${asset.id}`, seller.headers);
    expect(cancelled.json().data).toEqual({ id: asset.id, listing_id: listingId, status: null });
    expect(await detail(asset.id)).toMatchObject({ status: null, listing: null });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row).toMatchObject({ status: 5, price: 123n });
    const again = await post(t, `/api/card/cancel/${asset.id}`, seller.headers);
    expect(again.json()).toEqual({ code: 409, msg: 'This asset is not on sale.', data: null });

    const feed = (
      await t.app.inject({ url: '/api/user/activities', headers: { ...seller.headers, language: 'EN-US' } })
    ).json().data.items;
    expect(feed.map((a: { type: number }) => a.type)).toEqual([
      ACTIVITY_TYPES.marketCancelled.code,
      ACTIVITY_TYPES.marketPriceChanged.code,
      ACTIVITY_TYPES.marketListed.code,
    ]);
    expect(feed[2]).toMatchObject({ name: 'Listed for sale', assets_id: asset.id, index_id: listingId });
  });

  it.each([
    ['in a team', { status: 0 }, 409, 'The asset is in a team; remove it from the team first.'],
    ['locked', { status: 2 }, 409, 'NFT locked, awaiting chain confirmation.'],
    [
      'confirming on chain',
      { status: 3 },
      409,
      'Transaction not supported while the block is being confirmed; refresh and retry.',
    ],
    ['forbidden', { status: 6 }, 409, 'Do not operate: this asset cannot be traded now.'],
    ['in the wallet', { location: 1 }, 409, 'NFT already transferred out; return it before proceeding.'],
    [
      'in the auction contract',
      { location: 3 },
      409,
      'NFT already transferred out; return it before proceeding.',
    ],
  ])('refuses to list an asset %s', async (_label, overrides, code, msg) => {
    const seller = await trader(t.database);
    const asset = await makeAsset(t.database, seller.userId, overrides);
    const res = await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: '100', coin: 'MDS' });
    expect(res.json()).toEqual({ code, msg, data: null });
    const [row] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.status).toBe((overrides as { status?: number }).status ?? null);
  });

  it.each([
    ['0', 'amount must be greater than zero'],
    ['', 'Please enter the sale price.'],
    ['1.5', 'Please enter the sale price.'],
  ])('refuses the price %j', async (price, msg) => {
    const seller = await trader(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    const res = await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price, coin: 'MDS' });
    expect(res.json()).toEqual({ code: 400, msg, data: null });
  });

  it('refuses an account that is not activated, or while the game is online (TW too)', async () => {
    const fresh = await trader(t.database, { activated: false });
    const asset = await makeAsset(t.database, fresh.userId);
    const res = await post(t, `/api/card/sell/${asset.id}`, fresh.headers, { price: '100', coin: 'MDS' });
    expect(res.json()).toEqual({
      code: 403,
      msg: 'Please top up 1 MDV first to activate your account.',
      data: null,
    });

    const player = await trader(t.database);
    const own = await makeAsset(t.database, player.userId);
    await setGameRole(t, player.userId, { online: true });
    const online = await post(
      t,
      `/api/card/sell/${own.id}`,
      { ...player.headers, language: 'ZH-TW' },
      {
        price: '100',
        coin: 'MDS',
      },
    );
    expect(online.json()).toEqual({ code: 403, msg: '遊戲在線時無法操作資產', data: null });
  });

  it("refuses someone else's asset, an unknown one, and a visitor", async () => {
    const owner = await trader(t.database);
    const other = await trader(t.database);
    const asset = await makeAsset(t.database, owner.userId);
    const body = { price: '100', coin: 'MDS' };
    expect((await post(t, `/api/card/sell/${asset.id}`, other.headers, body)).json()).toEqual({
      code: 403,
      msg: 'This asset is not yours.',
      data: null,
    });
    expect((await post(t, '/api/card/sell/99999999', owner.headers, body)).statusCode).toBe(404);
    expect((await post(t, `/api/card/sell/${asset.id}`, {}, body)).statusCode).toBe(401);
    expect((await post(t, `/api/card/cancel/${asset.id}`, other.headers)).statusCode).toBe(403);
  });
});
