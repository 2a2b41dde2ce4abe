import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyEvents } from '../src/chain/effects.ts';
import { noticeLockedAuctions } from '../src/chain/effects-auction-lock.ts';
import { events, users } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import {
  apply,
  auction,
  CHAIN,
  chainEvent,
  context,
  deliver,
  E18,
  list,
  mailsTo,
  NFT111,
  notificationsSuite,
  rows,
  t,
  withEmail,
} from './support/notifications-suite.ts';
import { signedInUser } from './support/test-app.ts';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  notificationsSuite(kind);

  it('item sold: one notification for the seller, linked to the asset; a second buy adds none', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 1_000n * E18 } });
    const asset = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(100n * E18), coin: 'MDS' });
    const buy = () =>
      post(t, '/api/card/buy', buyer.headers, {
        id: asset.id,
        pay_password: FUND_PASSWORD,
        expected_price: String(100n * E18),
        coin: 'MDS',
      });
    expect((await buy()).statusCode).toBe(200);
    expect((await buy()).statusCode).toBe(409);
    const page = await list(seller.headers);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: 'itemSold',
      read: false,
      nftname: asset.name,
      amount: String(100n * E18),
      coin: 'MDS',
      link: `/cardDetail?id=${asset.id}`,
    });
    expect((await list(buyer.headers)).items).toHaveLength(0);
    // The seller's live stream is told, once (the bell refreshes on it).
    const told = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.topic, 'notification'), eq(events.userId, seller.userId)));
    expect(told.map((e) => e.data)).toEqual([{ id: page.items[0].id, kind: 'itemSold' }]);
  });

  it('outbid goes to the bidder only (not the seller), once, and mails in the bidder language', async () => {
    const seller = await signedInUser(t.database);
    const first = await signedInUser(t.database);
    const second = await signedInUser(t.database);
    await withEmail(first, 'first-bidder@example.com');
    await list(first.headers, 'IN-IN'); // the bidder's language: Indonesian
    const { events } = await auction(seller, [first, second], 7001);
    expect((await list(first.headers, 'IN-IN')).items.map((n: { kind: string }) => n.kind)).toEqual([
      'outbid',
    ]);
    expect((await list(seller.headers)).items).toHaveLength(0);
    await deliver();
    await apply(events); // a watcher replay of the same events
    await deliver();
    const mails = await mailsTo('first-bidder@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Yuanlong Market: Tawaran Anda dilampaui');
    expect(mails[0]!.text).toContain('http://market.test/cardDetail?id=');
    expect(await rows(first.userId)).toHaveLength(1);
  });

  it('auction locked for the seller and won for the last bidder, once, in confirmed chain time', async () => {
    const seller = await signedInUser(t.database);
    const bidder = await signedInUser(t.database);
    const { created } = await auction(seller, [bidder], 7002);
    const notice = (at: Date) =>
      t.database.db.transaction((tx) => noticeLockedAuctions(tx as never, CHAIN, at));
    await notice(new Date(created.getTime() + 3_000_000)); // before the lock: nothing
    expect((await list(seller.headers)).items).toHaveLength(0);
    await notice(new Date(created.getTime() + 3_600_000));
    await notice(new Date(created.getTime() + 7_200_000));
    const sellerItems = (await list(seller.headers)).items;
    const bidderItems = (await list(bidder.headers)).items;
    expect(sellerItems).toMatchObject([{ kind: 'auctionLocked', type: ACTIVITY_TYPES.auctionLocked.code }]);
    expect(bidderItems).toMatchObject([{ kind: 'auctionLocked', type: ACTIVITY_TYPES.auctionWon.code }]);
  });

  it('an auction the winner withdrew in the batch that saw it lock is still noticed as won', async () => {
    const seller = await signedInUser(t.database);
    const bidder = await signedInUser(t.database);
    const { created } = await auction(seller, [bidder], 7003);
    const [b] = await t.database.db.select().from(users).where(eq(users.id, bidder.userId));
    const after = new Date(created.getTime() + 3_700_000);
    await t.database.db.transaction(async (tx) => {
      await applyEvents(tx as never, context, [
        chainEvent(
          'NftWithdrawn',
          null,
          { auctionId: '7003', holder: b!.address!, to: b!.address! },
          { contract: NFT111, at: after },
        ),
      ]);
      await noticeLockedAuctions(tx as never, CHAIN, after);
    });
    expect((await list(bidder.headers)).items).toMatchObject([
      { kind: 'auctionLocked', type: ACTIVITY_TYPES.auctionWon.code },
    ]);
  });
});
