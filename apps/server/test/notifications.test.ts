import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EffectContext } from '../src/chain/effect-types.ts';
import { applyEvents, revertEventsAbove } from '../src/chain/effects.ts';
import { noticeLockedAuctions } from '../src/chain/effects-auction-lock.ts';
import type { ChainEvent } from '../src/chain/events.ts';
import { devMails, events, notifications, users } from '../src/db/schema.ts';
import { recordActivities } from '../src/modules/activity/service.ts';
import { queueNotificationMails } from '../src/modules/notify/mails.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const CHAIN = 31337;
const VAULT = '0x00000000000000000000000000000000000000aa';
const NFT111 = '0x00000000000000000000000000000000000000bb';
const MDS = '0x00000000000000000000000000000000000000cc';
const CARDS = '0x00000000000000000000000000000000000000dd';
const context: EffectContext = {
  chainId: CHAIN,
  targets: {
    coinOf: (a) => (a === MDS ? 'MDS' : undefined),
    collectionOf: (a) => (a === CARDS ? 'card' : undefined),
  },
};

let block = 1_000;
let txCounter = 0;
/** A confirmed event in a new block (or the given one); a reorg replay passes the same tx hash. */
function chainEvent(
  event: ChainEvent['event'],
  account: number | null,
  args: Record<string, string>,
  options: { txHash?: `0x${string}`; blockNumber?: number; contract?: string; at?: Date } = {},
): ChainEvent {
  block += 1;
  txCounter += 1;
  const blockNumber = options.blockNumber ?? block;
  return {
    txHash: options.txHash ?? `0x${txCounter.toString(16).padStart(64, '0')}`,
    logIndex: 0,
    blockNumber,
    blockHash: `0x${(blockNumber * 7 + txCounter).toString(16).padStart(64, 'f')}`,
    blockTime: options.at ?? new Date(),
    contract: options.contract ?? VAULT,
    event,
    account: account === null ? null : BigInt(account),
    args,
  };
}

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const apply = (events: ChainEvent[]) =>
    t.database.db.transaction((tx) => applyEvents(tx as never, context, events));
  const list = async (headers: Record<string, string>, language = 'EN-US') =>
    (await t.app.inject({ url: '/api/notifications', headers: { language, ...headers } })).json().data;
  const rows = (userId: number) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  /** Queues the due notification mails and delivers them to the development mailbox. */
  async function deliver() {
    await queueNotificationMails(t.database.db, 'http://market.test', t.clock.now);
    t.mail.outbox.kick();
    await t.mail.outbox.idle();
  }
  const mailsTo = (email: string) =>
    t.database.db.select().from(devMails).where(eq(devMails.toAddress, email));
  async function withEmail(user: { userId: number }, email: string) {
    await t.database.db.update(users).set({ email }).where(eq(users.id, user.userId));
  }
  async function switchOff(
    headers: Record<string, string>,
    kind: string,
    channels: { in_app: boolean; email: boolean },
  ) {
    const current = (await t.app.inject({ url: '/api/notifications/settings', headers })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/settings',
      headers,
      payload: { kinds: { ...current.kinds, [kind]: channels } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.kinds[kind]).toEqual(channels);
  }

  /** An auction of a card by `seller`, bid by `bidders` in turn (each 2× the last). */
  async function auction(seller: { userId: number }, bidders: { userId: number }[], auctionId: number) {
    const [s] = await t.database.db.select().from(users).where(eq(users.id, seller.userId));
    const asset = await makeAsset(t.database, seller.userId, { location: 1 });
    const created = new Date(Date.now() - 60_000);
    const events = [
      chainEvent(
        'AuctionCreated',
        null,
        {
          auctionId: String(auctionId),
          collection: CARDS,
          tokenId: String(asset.tokenId),
          seller: s!.address!,
          coin: MDS,
          startPrice: String(E18),
          timeout: '3600',
        },
        { contract: NFT111, at: created },
      ),
    ];
    let price = E18;
    for (const bidder of bidders) {
      const [b] = await t.database.db.select().from(users).where(eq(users.id, bidder.userId));
      price *= 2n;
      events.push(
        chainEvent(
          'BidPlaced',
          null,
          { auctionId: String(auctionId), bidder: b!.address!, price: String(price) },
          { contract: NFT111, at: created },
        ),
      );
    }
    await apply(events);
    return { asset, events, created };
  }

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

  it('a deposit reorged away and mined again: one notification, one mail (in Chinese, the latest request language), hidden meanwhile', async () => {
    const user = await signedInUser(t.database);
    await withEmail(user, 'depositor@example.com');
    await list(user.headers, 'ZH-TW');
    const args = { coin: MDS, from: '0x00000000000000000000000000000000000000ee', amount: String(5n * E18) };
    const deposit = chainEvent('CoinDeposited', user.userId, args);
    await apply([deposit]);
    expect((await list(user.headers, 'ZH-TW')).unread).toBe(1);
    await deliver();
    await t.database.db.transaction((tx) =>
      revertEventsAbove(tx as never, CHAIN, [VAULT], deposit.blockNumber - 1),
    );
    expect((await list(user.headers, 'ZH-TW')).unread).toBe(0);
    // Mined again in another block, same transaction.
    await apply([chainEvent('CoinDeposited', user.userId, args, { txHash: deposit.txHash })]);
    await deliver();
    const page = await list(user.headers, 'ZH-TW');
    expect(page.items.map((n: { kind: string }) => n.kind)).toEqual(['depositCredited']);
    const mails = await mailsTo('depositor@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('元龍市場: 存入已到帳');
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

  it('invitee activated goes to the inviter once; withdrawal paid, claim ready and a sale to an offer once per entry', async () => {
    const inviter = await signedInUser(t.database);
    const [me] = await t.database.db.select().from(users).where(eq(users.id, inviter.userId));
    const invitee = await signedInUser(t.database);
    await t.database.db
      .update(users)
      .set({ inviterCode: me!.inviteCode })
      .where(eq(users.id, invitee.userId));
    const activation = chainEvent('AccountActivated', invitee.userId, { payer: '0x01', amount: String(E18) });
    await apply([activation]);
    await apply([activation]);
    expect((await list(inviter.headers)).items).toMatchObject([
      { kind: 'inviteeActivated', two_userid: invitee.userId, link: '/shares' },
    ]);
    expect((await list(invitee.headers)).items).toHaveLength(0);

    const user = await signedInUser(t.database);
    for (let i = 0; i < 2; i += 1) {
      await recordActivities(t.database.db, [
        {
          userId: user.userId,
          type: ACTIVITY_TYPES.coinWithdrawn.code,
          indexId: 41,
          amount: E18,
          coin: 'MDS',
        },
        { userId: user.userId, type: ACTIVITY_TYPES.nftClaimed.code, indexId: 42, assetsId: 9, kind: 4 },
        { userId: user.userId, type: ACTIVITY_TYPES.offerSold.code, indexId: 43, assetsId: 8, kind: 0 },
      ]);
    }
    expect((await list(user.headers)).items).toMatchObject([
      { kind: 'itemSold', link: '/cardDetail?id=8' },
      { kind: 'claimReady', link: '/dragonDetail?id=9' },
      { kind: 'withdrawalPaid', link: '/activity' },
    ]);
  });

  it('switched-off kinds: off in both creates nothing; off in-app only mails without a bell entry', async () => {
    const user = await signedInUser(t.database);
    await withEmail(user, 'switches@example.com');
    await switchOff(user.headers, 'withdrawalPaid', { in_app: false, email: false });
    await switchOff(user.headers, 'claimReady', { in_app: false, email: true });
    await recordActivities(t.database.db, [
      { userId: user.userId, type: ACTIVITY_TYPES.coinWithdrawn.code, indexId: 51, amount: E18, coin: 'MDS' },
      {
        userId: user.userId,
        type: ACTIVITY_TYPES.nftClaimed.code,
        indexId: 52,
        nftName: 'Pet',
        assetsId: 3,
        kind: 2,
      },
    ]);
    expect((await list(user.headers)).items).toHaveLength(0);
    expect((await rows(user.userId)).map((r) => r.kind)).toEqual(['claimReady']);
    await deliver();
    const mails = await mailsTo('switches@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Yuanlong Market: Claim complete']);
    // Without an e-mail nothing is mailed, and a user with the kind off by e-mail gets no mail.
    const other = await signedInUser(t.database);
    await recordActivities(t.database.db, [
      { userId: other.userId, type: ACTIVITY_TYPES.coinWithdrawn.code, indexId: 53 },
    ]);
    expect((await rows(other.userId))[0]).toMatchObject({ mail: false, inApp: true });
  });

  it('mark read, mark all read, and the count', async () => {
    const user = await signedInUser(t.database);
    await recordActivities(
      t.database.db,
      [61, 62, 63].map((indexId) => ({
        userId: user.userId,
        type: ACTIVITY_TYPES.coinWithdrawn.code,
        indexId,
      })),
    );
    const page = await list(user.headers);
    expect(page.unread).toBe(3);
    const read = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload });
    expect((await read({ ids: [page.items[0].id] })).json().data).toEqual({ unread: 2 });
    expect((await list(user.headers)).items[0].read).toBe(true);
    expect((await read({})).statusCode).toBe(400);
    expect((await read({ all: true })).json().data).toEqual({ unread: 0 });
    // Another user's ids are not touched.
    const other = await signedInUser(t.database);
    await recordActivities(t.database.db, [
      { userId: other.userId, type: ACTIVITY_TYPES.coinWithdrawn.code, indexId: 64 },
    ]);
    const theirs = (await list(other.headers)).items[0].id;
    await read({ ids: [theirs] });
    expect((await list(other.headers)).unread).toBe(1);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});
