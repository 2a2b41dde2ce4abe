import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, listings } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const MDS = (whole: number) => (BigInt(whole) * 10n ** 18n).toString();

describe.each(databaseKinds)('bulk listing and cancelling on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const openListing = async (assetId: number) =>
    (
      await t.database.db
        .select()
        .from(listings)
        .where(and(eq(listings.assetId, assetId), eq(listings.status, 1)))
    )[0];
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]!.status;

  it('lists several assets at their prices; each refusal is the single listing’s, and changes nothing', async () => {
    const seller = await trader(t.database);
    const someoneElse = await trader(t.database);
    const [a, b, relisted] = [
      await makeAsset(t.database, seller.userId),
      await makeAsset(t.database, seller.userId),
      await makeAsset(t.database, seller.userId),
    ];
    const inTeam = await makeAsset(t.database, seller.userId, { status: 0 });
    const inWallet = await makeAsset(t.database, seller.userId, { location: 1 });
    const notMine = await makeAsset(t.database, someoneElse.userId);
    await post(t, `/api/card/sell/${relisted.id}`, seller.headers, { price: MDS(5), coin: 'MDS' });
    const before = await openListing(relisted.id);

    const res = await post(t, '/api/marketplace/bulk/sell', seller.headers, {
      items: [
        { id: a.id, price: MDS(100), coin: 'MDS' },
        { id: inTeam.id, price: MDS(100), coin: 'MDS' },
        { id: b.id, price: '7', coin: 'META' },
        { id: notMine.id, price: MDS(100), coin: 'MDS' },
        { id: inWallet.id, price: MDS(100), coin: 'MDS' },
        { id: relisted.id, price: MDS(9), coin: 'MDS' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      { id: a.id, ok: true, listing_id: expect.any(Number), price: MDS(100), coin: 'MDS', status: 1 },
      {
        id: inTeam.id,
        ok: false,
        code: 409,
        reason: 'assetInTeam',
        msg: 'The asset is in a team; remove it from the team first.',
      },
      { id: b.id, ok: true, listing_id: expect.any(Number), price: '7', coin: 'META', status: 1 },
      { id: notMine.id, ok: false, code: 403, reason: 'notYourAsset', msg: 'This asset is not yours.' },
      { id: inWallet.id, ok: false, code: 409, reason: 'nftTransferredOut', msg: expect.any(String) },
      { id: relisted.id, ok: true, listing_id: before!.id, price: MDS(9), coin: 'MDS', status: 1 },
    ]);
    // The same as one by one: a single listing of inWallet answers the same message.
    const single = await post(t, `/api/card/sell/${inWallet.id}`, seller.headers, {
      price: MDS(1),
      coin: 'MDS',
    });
    expect(single.json().msg).toBe(res.json().data.items[4].msg);
    expect((await openListing(a.id))!.price).toBe(BigInt(MDS(100)));
    expect((await openListing(b.id))!).toMatchObject({ price: 7n, coin: 'META' });
    expect((await openListing(relisted.id))!.price).toBe(BigInt(MDS(9)));
    for (const refused of [inTeam, inWallet, notMine]) expect(await openListing(refused.id)).toBeUndefined();
    expect(await statusOf(inTeam.id)).toBe(0);
    // The market shows the new listings at once (the page cache was cleared).
    const market = (await t.app.inject({ url: '/api/marketplace/list?size=60&coin=META' })).json().data.items;
    expect(market.some((i: { id: number }) => i.id === b.id)).toBe(true);
  });

  it('cancels several listings; one not on sale is reported and the rest go', async () => {
    const seller = await trader(t.database);
    const listed = [await makeAsset(t.database, seller.userId), await makeAsset(t.database, seller.userId)];
    const idle = await makeAsset(t.database, seller.userId);
    const sell = await post(t, '/api/marketplace/bulk/sell', seller.headers, {
      items: listed.map((asset) => ({ id: asset.id, price: MDS(3), coin: 'MDS' })),
    });
    expect(sell.json().data.items.every((i: { ok: boolean }) => i.ok)).toBe(true);
    const res = await post(
      t,
      '/api/marketplace/bulk/cancel',
      { ...seller.headers, language: 'ZH-TW' },
      {
        ids: [listed[0]!.id, idle.id, listed[1]!.id],
      },
    );
    expect(res.json().data.items).toEqual([
      { id: listed[0]!.id, ok: true, listing_id: expect.any(Number), status: null },
      { id: idle.id, ok: false, code: 409, reason: 'notOnSale', msg: '該資產未在出售中' },
      { id: listed[1]!.id, ok: true, listing_id: expect.any(Number), status: null },
    ]);
    for (const asset of listed) {
      expect(await openListing(asset.id)).toBeUndefined();
      expect(await statusOf(asset.id)).toBeNull();
    }
    const again = await post(t, '/api/marketplace/bulk/cancel', seller.headers, { ids: [listed[0]!.id] });
    expect(again.json().data.items[0]).toMatchObject({ ok: false, msg: 'This asset is not on sale.' });
  });

  it('refuses every item while the game is online, and malformed lists as a whole', async () => {
    const seller = await trader(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    await setGameRole(t, seller.userId, { online: true });
    const res = await post(t, '/api/marketplace/bulk/sell', seller.headers, {
      items: [{ id: asset.id, price: MDS(1), coin: 'MDS' }],
    });
    expect(res.json().data.items[0]).toMatchObject({
      ok: false,
      code: 403,
      msg: 'Asset actions are blocked while the game is online.',
    });
    expect(await statusOf(asset.id)).toBeNull();
    const cancel = await post(t, '/api/marketplace/bulk/cancel', seller.headers, { ids: [asset.id] });
    expect(cancel.json().data.items[0].reason).toBe('gameOnline');

    const msg = async (url: string, payload: object) =>
      (await post(t, url, seller.headers, payload)).json().msg;
    expect(await msg('/api/marketplace/bulk/cancel', { ids: [] })).toBe('Between 1 and 30 items at a time.');
    expect(await msg('/api/marketplace/bulk/cancel', { ids: [asset.id, asset.id] })).toBe(
      'The same asset cannot be in the list twice.',
    );
    const many = Array.from({ length: 31 }, (_, i) => ({ id: i + 1, price: '1', coin: 'MDS' }));
    expect(await msg('/api/marketplace/bulk/sell', { items: many })).toBe(
      'Between 1 and 30 items at a time.',
    );
    expect(
      await msg('/api/marketplace/bulk/sell', { items: [{ id: asset.id, price: '', coin: 'MDS' }] }),
    ).toBe('Please enter the sale price.');
    const zero = await post(t, '/api/marketplace/bulk/sell', seller.headers, {
      items: [{ id: asset.id, price: '0', coin: 'MDS' }],
    });
    expect(zero.json().data.items[0].msg).toBe('amount must be greater than zero');
    expect((await post(t, '/api/marketplace/bulk/cancel', {}, { ids: [asset.id] })).statusCode).toBe(401);
  });
});
