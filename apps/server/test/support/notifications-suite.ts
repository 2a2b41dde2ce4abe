import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { EffectContext } from '../../src/chain/effect-types.ts';
import { applyEvents } from '../../src/chain/effects.ts';
import type { ChainEvent } from '../../src/chain/events.ts';
import { devMails, notifications, users } from '../../src/db/schema.ts';
import { queueNotificationMails } from '../../src/modules/notify/mails.ts';
import type { DatabaseKind } from './databases.ts';
import { makeAsset } from './market.ts';
import { startTestApp, type TestContext } from './test-app.ts';

/*
 * What `notifications-delivery.test.ts` and `notifications-trades.test.ts` share (one test file, split by what it covers): the app and
 * database of each database kind (and the file's chain where it has one), and the helpers. The state lives here (`export let`,
 * set by the hooks `notificationsSuite` registers); test files of one worker
 * share it (isolate: false), one file after another.
 */

export const E18 = 10n ** 18n;
export const CHAIN = 31337;
export const VAULT = '0x00000000000000000000000000000000000000aa';
export const NFT111 = '0x00000000000000000000000000000000000000bb';
export const MDS = '0x00000000000000000000000000000000000000cc';
export const CARDS = '0x00000000000000000000000000000000000000dd';
export const context: EffectContext = {
  chainId: CHAIN,
  targets: {
    coinOf: (a) => (a === MDS ? 'MDS' : undefined),
    collectionOf: (a) => (a === CARDS ? 'card' : undefined),
  },
};

export let block = 1_000;
export let txCounter = 0;
/** A confirmed event in a new block (or the given one); a reorg replay passes the same tx hash. */
export function chainEvent(
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

export let t: TestContext;

export const apply = (events: ChainEvent[]) =>
  t.database.db.transaction((tx) => applyEvents(tx as never, context, events));
export const list = async (headers: Record<string, string>, language = 'EN-US') =>
  (await t.app.inject({ url: '/api/notifications', headers: { language, ...headers } })).json().data;
export const rows = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
/** Queues the due notification mails and delivers them to the development mailbox. */
export async function deliver() {
  await queueNotificationMails(t.database.db, 'http://market.test', t.clock.now);
  t.mail.outbox.kick();
  await t.mail.outbox.idle();
}
export const mailsTo = (email: string) =>
  t.database.db.select().from(devMails).where(eq(devMails.toAddress, email));
export async function withEmail(user: { userId: number }, email: string) {
  await t.database.db.update(users).set({ email }).where(eq(users.id, user.userId));
}
export async function switchOff(
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
export async function auction(seller: { userId: number }, bidders: { userId: number }[], auctionId: number) {
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

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function notificationsSuite(kind: DatabaseKind): void {
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
}
