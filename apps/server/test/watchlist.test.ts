import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { SAVED_SEARCHES_MAX, WATCHED_ASSETS_MAX } from '@yuanlong/shared/watchlist';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, users, watchedAssets } from '../src/db/schema.ts';
import { deriveNotifications } from '../src/modules/notify/derive.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset, post, trader } from './support/market.ts';
import {
  apply,
  CARDS,
  chainEvent,
  deliver,
  E18,
  list,
  MDS,
  mailsTo,
  NFT111,
  notificationsSuite,
  rows,
  switchOff,
  t,
  withEmail,
} from './support/notifications-suite.ts';
import { signedInUser } from './support/test-app.ts';

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH',
  url: string,
  headers: object,
  payload?: object,
) => t.app.inject({ method, url, headers: { language: 'EN-US', ...headers }, payload });
const follow = (headers: object, assetId: number, payload: object = {}) =>
  call('PUT', `/api/watchlist/assets/${assetId}`, headers, payload);
const sell = (headers: Record<string, string>, assetId: number, price: bigint, coin = 'MDS') =>
  post(t, `/api/card/sell/${assetId}`, headers, { price: String(price), coin });
const kinds = async (headers: Record<string, string>) =>
  (await list(headers)).items.map((n: { kind: string; type: number }) => `${n.kind}:${n.type}`);

describe.each(databaseKinds)('watchlist on %s', (kind) => {
  notificationsSuite(kind);

  it('follows, lists, changes the price of and unfollows an asset; signed-in only', async () => {
    const user = await signedInUser(t.database);
    const owner = await trader(t.database);
    const asset = await makeAsset(t.database, owner.userId);
    expect((await call('GET', '/api/watchlist', {})).statusCode).toBe(401);
    expect((await follow(user.headers, asset.id)).statusCode).toBe(200);
    const changed = await follow(user.headers, asset.id, { below_price: String(5n * E18), coin: 'MDS' });
    expect(changed.json().data.assets).toMatchObject([
      { asset_id: asset.id, name: asset.name, below_price: String(5n * E18), coin: 'MDS', listing: null },
    ]);
    // A price without a coin is refused, in the user's language.
    const noCoin = await follow(user.headers, asset.id, { below_price: '5' });
    expect(noCoin.statusCode).toBe(400);
    expect(noCoin.json().msg).toContain('coin');
    expect((await follow(user.headers, 999_999_999)).statusCode).toBe(404);
    const gone = await call('DELETE', `/api/watchlist/assets/${asset.id}`, user.headers);
    expect(gone.json().data.assets).toEqual([]);
  });

  it('alerts a follower when the asset is listed, never the seller; the seller following their own gets nothing', async () => {
    const seller = await trader(t.database);
    const fan = await signedInUser(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    await follow(fan.headers, asset.id);
    await follow(seller.headers, asset.id);
    expect((await sell(seller.headers, asset.id, 100n * E18)).statusCode).toBe(200);
    const page = await list(fan.headers);
    expect(page.items).toMatchObject([
      {
        kind: 'watchedAsset',
        type: ACTIVITY_TYPES.marketListed.code,
        nftname: asset.name,
        amount: String(100n * E18),
        coin: 'MDS',
        link: `/cardDetail?id=${asset.id}`,
      },
    ]);
    expect((await list(seller.headers)).items).toEqual([]);
    const listed = (await call('GET', '/api/watchlist', fan.headers)).json().data.assets[0];
    expect(listed.listing).toEqual({ price: String(100n * E18), coin: 'MDS' });
  });

  it('a reprice alerts only at or below the set price, in its coin, once per price', async () => {
    const seller = await trader(t.database);
    const fan = await signedInUser(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    await follow(fan.headers, asset.id, { below_price: String(50n * E18), coin: 'MDS' });
    await sell(seller.headers, asset.id, 100n * E18); // listed above the price: nothing
    await sell(seller.headers, asset.id, 60n * E18); // repriced, still above: nothing
    await sell(seller.headers, asset.id, 40n * E18, 'MDV'); // another coin: nothing
    expect(await kinds(fan.headers)).toEqual([]);
    await sell(seller.headers, asset.id, 50n * E18); // at the price: alert
    await sell(seller.headers, asset.id, 50n * E18); // the same price again: no second alert
    expect(await kinds(fan.headers)).toEqual([`watchedAsset:${ACTIVITY_TYPES.marketPriceChanged.code}`]);
    await sell(seller.headers, asset.id, 45n * E18); // cheaper again: a new event
    expect(await kinds(fan.headers)).toHaveLength(2);
    // Without a price, a follower hears of the listing but not of reprices.
    const other = await signedInUser(t.database);
    await follow(other.headers, asset.id);
    await sell(seller.headers, asset.id, 30n * E18);
    expect(await kinds(other.headers)).toEqual([]);
  });

  it('an auction of a followed asset alerts once, also when the watcher replays the event', async () => {
    const seller = await signedInUser(t.database);
    const fan = await signedInUser(t.database);
    const [s] = await t.database.db.select().from(users).where(eq(users.id, seller.userId));
    const asset = await makeAsset(t.database, seller.userId, { location: 1 });
    await follow(fan.headers, asset.id, { below_price: '1', coin: 'MDS' }); // an auction alerts whatever the price
    const created = [
      chainEvent(
        'AuctionCreated',
        null,
        {
          auctionId: '8101',
          collection: CARDS,
          tokenId: String(asset.tokenId),
          seller: s!.address!,
          coin: MDS,
          startPrice: String(E18),
          timeout: '3600',
        },
        { contract: NFT111 },
      ),
    ];
    await apply(created);
    await apply(created);
    expect(await kinds(fan.headers)).toEqual([`watchedAsset:${ACTIVITY_TYPES.auctionCreated.code}`]);
    expect(await kinds(seller.headers)).toEqual([]);
    expect((await list(fan.headers)).items[0].link).toBe(`/cardDetail?id=${asset.id}`);
  });

  it('a saved search alerts on a new matching listing at or below its price, not the seller, not twice', async () => {
    const seller = await trader(t.database);
    const hunter = await signedInUser(t.database);
    const saved = await call('POST', '/api/watchlist/searches', hunter.headers, {
      name: 'Cheap camp 2 heroes',
      filter: { kind: 'hero', camp: 2, star: 4 },
      below_price: String(20n * E18),
      coin: 'MDS',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'Cheap camp 2 heroes',
      filter: { kind: 'hero', camp: 2, profession: null, grade: null, element: null, star: 4 },
      below_price: String(20n * E18),
      coin: 'MDS',
    });
    // The seller's own search matches their own listing: they are not told.
    await call('POST', '/api/watchlist/searches', seller.headers, { name: 'mine', filter: { kind: 'hero' } });
    const dear = await makeAsset(t.database, seller.userId);
    const otherCamp = await makeAsset(t.database, seller.userId, { camp: 3 });
    const match = await makeAsset(t.database, seller.userId);
    await sell(seller.headers, dear.id, 21n * E18);
    await sell(seller.headers, otherCamp.id, 5n * E18);
    await sell(seller.headers, match.id, 20n * E18);
    const items = (await list(hunter.headers)).items;
    expect(items).toMatchObject([
      { kind: 'savedSearch', nftname: match.name, link: `/cardDetail?id=${match.id}` },
    ]);
    // Repricing a listing is no new listing for a saved search.
    await sell(seller.headers, dear.id, 10n * E18);
    expect((await list(hunter.headers)).items).toHaveLength(1);
    expect((await list(seller.headers)).items).toEqual([]);
    // Following the asset too still makes one alert for one listing (the followed asset's).
    const both = await makeAsset(t.database, seller.userId);
    await follow(hunter.headers, both.id);
    await sell(seller.headers, both.id, 3n * E18);
    expect(await kinds(hunter.headers)).toEqual([
      `watchedAsset:${ACTIVITY_TYPES.marketListed.code}`,
      `savedSearch:${ACTIVITY_TYPES.marketListed.code}`,
    ]);
    // Edited (price off) and deleted.
    const id = saved.json().data.id;
    const edited = await call('PATCH', `/api/watchlist/searches/${id}`, hunter.headers, { name: 'Heroes' });
    expect(edited.json().data).toMatchObject({ name: 'Heroes', below_price: null, coin: null });
    const deleted = await call('DELETE', `/api/watchlist/searches/${id}`, hunter.headers);
    expect(deleted.json().data.searches).toEqual([]);
    expect((await call('DELETE', `/api/watchlist/searches/${id}`, seller.headers)).statusCode).toBe(200);
  });

  it('once per event: deriving the same listing again, at once from two transactions, adds nothing', async () => {
    const seller = await trader(t.database);
    const fan = await signedInUser(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    await follow(fan.headers, asset.id);
    await sell(seller.headers, asset.id, 7n * E18);
    const [row] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.assetsId, asset.id), eq(activities.type, ACTIVITY_TYPES.marketListed.code)));
    const again = () =>
      t.database.db.transaction((tx) =>
        deriveNotifications(tx as never, [{ row: row!, eventKey: undefined }]),
      );
    await Promise.all([again(), again()]);
    expect(await rows(fan.userId)).toHaveLength(1);
  });

  it('follows the switches: in-app off and e-mail on mails once, in the follower language', async () => {
    const seller = await trader(t.database);
    const fan = await signedInUser(t.database);
    await withEmail(fan, `fan-${fan.userId}@example.com`);
    await list(fan.headers, 'IN-IN');
    await switchOff(fan.headers, 'watchedAsset', { in_app: false, email: true });
    const asset = await makeAsset(t.database, seller.userId);
    await follow(fan.headers, asset.id);
    await sell(seller.headers, asset.id, 9n * E18);
    expect((await list(fan.headers, 'IN-IN')).items).toEqual([]);
    await deliver();
    await deliver();
    const mails = await mailsTo(`fan-${fan.userId}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Yuanlong Market: Aset yang Anda ikuti dijual');
    expect(mails[0]!.text).toContain(`http://market.test/cardDetail?id=${asset.id}`);
  });

  it('limits: 100 followed assets and 20 saved searches, with a message in the user language', async () => {
    const user = await signedInUser(t.database);
    const owner = await signedInUser(t.database);
    const made = [];
    for (let i = 0; i < WATCHED_ASSETS_MAX + 1; i += 1) made.push(await makeAsset(t.database, owner.userId));
    await t.database.db
      .insert(watchedAssets)
      .values(made.slice(0, WATCHED_ASSETS_MAX).map((a) => ({ userId: user.userId, assetId: a.id })));
    const full = await call(
      'PUT',
      `/api/watchlist/assets/${made.at(-1)!.id}`,
      { ...user.headers, language: 'ZH-TW' },
      {},
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe('最多可關注 100 個資產，請先取消關注一些');
    // Changing the price of one followed already is no new follow.
    expect((await follow(user.headers, made[0]!.id, { below_price: '9', coin: 'MDS' })).statusCode).toBe(200);
    for (let i = 0; i < SAVED_SEARCHES_MAX; i += 1) {
      const res = await call('POST', '/api/watchlist/searches', user.headers, { name: `s${i}` });
      expect(res.statusCode).toBe(200);
    }
    const over = await call('POST', '/api/watchlist/searches', user.headers, { name: 'one more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('You can save at most 20 searches; delete some first.');
    await t.database.db.delete(watchedAssets).where(inArray(watchedAssets.userId, [user.userId]));
  });
});
