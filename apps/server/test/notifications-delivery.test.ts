import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revertEventsAbove } from '../src/chain/effects.ts';
import { users } from '../src/db/schema.ts';
import { recordActivities } from '../src/modules/activity/service.ts';
import { databaseKinds } from './support/databases.ts';
import {
  apply,
  CHAIN,
  chainEvent,
  deliver,
  E18,
  list,
  MDS,
  mailsTo,
  notificationsSuite,
  rows,
  switchOff,
  t,
  VAULT,
  withEmail,
} from './support/notifications-suite.ts';
import { signedInUser } from './support/test-app.ts';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  notificationsSuite(kind);

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
