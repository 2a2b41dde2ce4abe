import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { summonTicketEntries } from '../src/db/schema.ts';
import { AppError } from '../src/errors.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import {
  grantInviteTickets,
  revokeInviteTickets,
  spendTickets,
  TICKET_REASONS,
  ticketsOf,
} from '../src/modules/invite/tickets.ts';
import { reportBossLevel, standingOf } from '../src/modules/legion/levels.ts';
import { recordSpend } from '../src/modules/legion/spend.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';
import { cavalier, invitees, legionUser, pointsOfUser } from './support/legion.ts';

const MDS = 10n ** 18n;

describe.each(databaseKinds)('summon tickets and legion spend on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const tx = <T>(work: Parameters<typeof inTransaction<T>>[1]) => inTransaction(database.db, work);

  it('grants one ticket per activated invitee exactly once, takes it back on a reorg, grants it again after', async () => {
    const db = database.db;
    const inviter = await legionUser(db);
    const a = await legionUser(db, { inviterCode: inviter.code });
    const b = await legionUser(db, { inviterCode: inviter.code });
    const orphan = await legionUser(db);
    expect(await tx((t) => grantInviteTickets(t, [a.id, b.id, orphan.id]))).toEqual([a.id, b.id]);
    expect(await tx((t) => grantInviteTickets(t, [a.id]))).toEqual([]); // once
    expect(await ticketsOf(db, inviter.id)).toBe(2);
    expect(await ticketsOf(db, orphan.id)).toBe(0);

    expect(await tx((t) => revokeInviteTickets(t, [a.id]))).toEqual([]);
    expect(await tx((t) => revokeInviteTickets(t, [a.id]))).toEqual([]); // nothing left to undo
    expect(await ticketsOf(db, inviter.id)).toBe(1);
    expect(await tx((t) => grantInviteTickets(t, [a.id]))).toEqual([a.id]);
    expect(await ticketsOf(db, inviter.id)).toBe(2);
  });

  it('journals one batch of grants per inviter in invitee order, each entry with the count after it', async () => {
    const db = database.db;
    const [first, second] = [await legionUser(db), await legionUser(db)];
    const early = await legionUser(db, { inviterCode: first.code });
    await tx((t) => grantInviteTickets(t, [early.id]));
    const kids = [
      await legionUser(db, { inviterCode: first.code }),
      await legionUser(db, { inviterCode: second.code }),
      await legionUser(db, { inviterCode: first.code }),
    ];
    const ids = kids.map((kid) => kid.id);
    expect(await tx((t) => grantInviteTickets(t, [...ids].reverse()))).toEqual(ids);
    const journal = async (userId: number) =>
      db
        .select({
          delta: summonTicketEntries.delta,
          after: summonTicketEntries.availableAfter,
          reason: summonTicketEntries.reason,
          reference: summonTicketEntries.reference,
        })
        .from(summonTicketEntries)
        .where(eq(summonTicketEntries.userId, userId))
        .orderBy(summonTicketEntries.id);
    const entry = (after: number, invitee: number) => ({
      delta: 1,
      after,
      reason: TICKET_REASONS.inviteReward,
      reference: `invitee:${invitee}`,
    });
    expect(await journal(first.id)).toEqual([entry(1, early.id), entry(2, ids[0]!), entry(3, ids[2]!)]);
    expect(await journal(second.id)).toEqual([entry(1, ids[1]!)]);
    expect(await ticketsOf(db, first.id)).toBe(3);
    expect(await ticketsOf(db, second.id)).toBe(1);
  });

  it('reports a reorged ticket that was already spent instead of going negative', async () => {
    const db = database.db;
    const inviter = await legionUser(db);
    const a = await legionUser(db, { inviterCode: inviter.code });
    await tx((t) => grantInviteTickets(t, [a.id]));
    await tx((t) => spendTickets(t, { userId: inviter.id, count: 1, reference: 'summon:test-1' }));
    expect(await tx((t) => revokeInviteTickets(t, [a.id]))).toEqual([
      { inviterId: inviter.id, inviteeId: a.id },
    ]);
    expect(await ticketsOf(db, inviter.id)).toBe(0);
  });

  it('spendTickets refuses when there are not enough, and 20 parallel spends of 1 take only the 3 held', async () => {
    const db = database.db;
    const inviter = await legionUser(db);
    const kids = await invitees(db, inviter.code, 3);
    await tx((t) =>
      grantInviteTickets(
        t,
        kids.map((k) => k.id),
      ),
    );
    await expect(
      tx((t) => spendTickets(t, { userId: inviter.id, count: 4, reference: 'summon:x' })),
    ).rejects.toThrow(AppError);
    expect(await ticketsOf(db, inviter.id)).toBe(3);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        tx((t) => spendTickets(t, { userId: inviter.id, count: 1, reference: `summon:p${i}` })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await ticketsOf(db, inviter.id)).toBe(0);
  });

  it('computes levels from boss levels and the invite tree, promoting and demoting', async () => {
    const db = database.db;
    const top = await legionUser(db, { boss: 29 });
    expect((await standingOf(db, top.id)).level).toBe(1);
    await reportBossLevel(db, top.id, 30);
    expect((await standingOf(db, top.id)).level).toBe(2);
    const kids = await invitees(db, top.code, 5, 30);
    await invitees(db, top.code, 1, 29); // not a Warrior
    await legionUser(db, { inviterCode: top.code, boss: 40, activated: false }); // not activated
    expect(await standingOf(db, top.id)).toMatchObject({ level: 2, warriorInvitees: 5 });
    const sixth = await legionUser(db, { inviterCode: top.code, boss: 31 });
    expect(await standingOf(db, top.id)).toMatchObject({ level: 3, warriorInvitees: 6 });
    // Six Cavaliers below make a Nobleman: five of the Warriors and the sixth become Cavaliers.
    for (const kid of [...kids, sixth]) await invitees(db, kid.code, 6, 30);
    expect(await standingOf(db, top.id)).toMatchObject({ level: 4, cavalierInvitees: 6 });
    // The sixth child's role falls below 30: the top has 5 Warrior invitees and is a Warrior again.
    await reportBossLevel(db, sixth.id, 10);
    expect(await standingOf(db, top.id)).toMatchObject({ level: 2, warriorInvitees: 5, cavalierInvitees: 5 });
    // A new Cavalier invitee brings it back to Nobleman at once.
    await cavalier(db, top.code);
    expect(await standingOf(db, top.id)).toMatchObject({ level: 4, warriorInvitees: 6, cavalierInvitees: 6 });
    await reportBossLevel(db, top.id, 0);
    expect((await standingOf(db, top.id)).level).toBe(1);
  });

  it('pays each rate on MDS spend, rounded down, once per reference; other coins earn nothing', async () => {
    const db = database.db;
    // Nobleman N invites Cavalier C, who invites Warrior W; S is a Soldier invited by W.
    const noble = await legionUser(db, { boss: 30 });
    for (let i = 0; i < 6; i += 1) await cavalier(db, noble.code);
    const cav = await cavalier(db, noble.code);
    const warrior = await legionUser(db, { inviterCode: cav.code, boss: 30 });
    const soldier = await legionUser(db, { inviterCode: warrior.code, boss: 1 });
    expect((await standingOf(db, noble.id)).level).toBe(4);
    expect((await standingOf(db, cav.id)).level).toBe(3);

    const spend = (userId: number, amount: bigint, reference: string, coin = 'MDS') =>
      tx((t) => recordSpend(t, { userId, coin, amount, reference }));
    expect(await spend(warrior.id, 100n * MDS, 'listing:w1')).toEqual({ own: 6n * MDS, inviter: 2n * MDS });
    expect(await spend(cav.id, 100n * MDS, 'listing:c1')).toEqual({ own: 8n * MDS, inviter: 3n * MDS });
    expect(await spend(noble.id, 100n * MDS, 'listing:n1')).toEqual({ own: 10n * MDS, inviter: 0n });
    expect(await spend(soldier.id, 100n * MDS, 'listing:s1')).toEqual({ own: 0n, inviter: 0n });
    // Rounding: 6% of 49 base units is 2.94 → 2; 2% of 49 is 0.98 → 0 (nothing written).
    expect(await spend(warrior.id, 49n, 'listing:w2')).toEqual({ own: 2n, inviter: 0n });
    expect(await spend(warrior.id, 100n * MDS, 'listing:w1')).toEqual({ own: 0n, inviter: 0n }); // again: once
    expect(await spend(warrior.id, 100n * MDS, 'listing:w3', 'BNB')).toEqual({ own: 0n, inviter: 0n });

    expect(await pointsOfUser(db, warrior.id)).toEqual([
      { type: 2, points: (6n * MDS).toString(), rate_bps: 600, level: 2, reference: 'listing:w1' },
      { type: 2, points: '2', rate_bps: 600, level: 2, reference: 'listing:w2' },
    ]);
    expect(await pointsOfUser(db, cav.id)).toEqual([
      { type: 1, points: (2n * MDS).toString(), rate_bps: 200, level: 3, reference: 'listing:w1' },
      { type: 2, points: (8n * MDS).toString(), rate_bps: 800, level: 3, reference: 'listing:c1' },
    ]);
    expect(await pointsOfUser(db, noble.id)).toEqual([
      { type: 1, points: (3n * MDS).toString(), rate_bps: 300, level: 4, reference: 'listing:c1' },
      { type: 2, points: (10n * MDS).toString(), rate_bps: 1000, level: 4, reference: 'listing:n1' },
    ]);
  });
});
