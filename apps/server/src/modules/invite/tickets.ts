import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { inviteRewards, summonTicketEntries, summonTickets } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** Why a user's ticket count changed; stored in each ticket entry. */
export const TICKET_REASONS = {
  /** An invitee was activated (reference `invitee:<id>`). */
  inviteReward: 'invite_reward',
  /** A reorg undid that activation (same reference). */
  inviteRewardReverted: 'invite_reward_reverted',
  /** Spent on a summon (reference chosen by the summon, e.g. `summon:<id>`). */
  summon: 'summon',
} as const;
export type TicketReason = (typeof TICKET_REASONS)[keyof typeof TICKET_REASONS];

/** The premium summon tickets a user holds. */
export async function ticketsOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ available: summonTickets.available })
    .from(summonTickets)
    .where(eq(summonTickets.userId, userId));
  return row?.available ?? 0;
}

/** Takes `count` (> 0) tickets only if the user holds them; returns the new count, or null (nothing changed). */
async function takeTickets(tx: Db, userId: number, count: number, reason: TicketReason, reference: string) {
  const [row] = await tx
    .update(summonTickets)
    .set({ available: sql`${summonTickets.available} - ${count}`, updatedAt: sql`now()` })
    .where(and(eq(summonTickets.userId, userId), gte(summonTickets.available, count)))
    .returning({ available: summonTickets.available });
  if (!row) return null;
  await tx.insert(summonTicketEntries).values({
    userId,
    delta: -count,
    availableAfter: row.available,
    reason,
    reference,
  });
  return row.available;
}

/**
 * Spends `count` premium summon tickets inside the caller's transaction (e.g. a summon's).
 * Throws 400 `notEnoughTickets` when the user holds fewer, changing nothing; concurrent
 * spends cannot take more than the user holds (one conditional UPDATE). Returns what is left.
 */
export async function spendTickets(
  tx: Db,
  spend: { userId: number; count: number; reference: string; reason?: TicketReason },
): Promise<number> {
  if (!Number.isSafeInteger(spend.count) || spend.count <= 0)
    throw new Error('spendTickets: count must be > 0');
  const left = await takeTickets(
    tx,
    spend.userId,
    spend.count,
    spend.reason ?? TICKET_REASONS.summon,
    spend.reference,
  );
  if (left === null) throw new AppError('invalidInput', 'notEnoughTickets', { field: 'tickets' });
  return left;
}

/**
 * Grants each newly activated invitee's inviter one premium summon ticket, exactly once per
 * invitee (an invite_rewards row per invitee; one revoked by a reorg is granted again when the
 * activation comes back). Returns the invitees whose inviter got a ticket now, in id order.
 * One statement for the whole batch: each inviter's count grows by its grants at once, and the
 * journal gets an entry per grant, in invitee order, with the count after it.
 */
export async function grantInviteTickets(tx: Db, inviteeIds: number[]): Promise<number[]> {
  if (inviteeIds.length === 0) return [];
  const rows = await queryRows<{ invitee_id: string | number }>(
    tx,
    sql`
      with granted as (
        insert into invite_rewards (invitee_id, inviter_id)
        select v.id, i.id
        from users v join users i on i.invite_code = v.inviter_code
        where v.id in (select jsonb_array_elements_text(${JSON.stringify(inviteeIds)}::jsonb)::bigint)
          and v.inviter_code <> '' and i.id <> v.id
        on conflict (invitee_id) do update set revoked_at = null, granted_at = now()
          where invite_rewards.revoked_at is not null
        returning invitee_id, inviter_id
      ),
      counted as (
        insert into summon_tickets (user_id, available)
        select inviter_id, count(*) from granted group by inviter_id
        on conflict (user_id) do update
          set available = summon_tickets.available + excluded.available, updated_at = now()
        returning user_id, available
      ),
      journaled as (
        insert into summon_ticket_entries (user_id, delta, available_after, reason, reference)
        select g.inviter_id, 1,
          c.available - count(*) over (partition by g.inviter_id)
            + row_number() over (partition by g.inviter_id order by g.invitee_id),
          ${TICKET_REASONS.inviteReward}, 'invitee:' || g.invitee_id
        from granted g join counted c on c.user_id = g.inviter_id
        order by g.invitee_id
      )
      select invitee_id from granted order by invitee_id`,
  );
  return rows.map((row) => Number(row.invitee_id));
}

/** A ticket that could not be taken back because the inviter had already spent it. */
export interface TicketShortfall {
  inviterId: number;
  inviteeId: number;
}

/**
 * Takes back the tickets granted for these invitees (their activation was undone by a reorg).
 * A ticket already spent cannot be taken back: it is returned as a shortfall for the log.
 */
export async function revokeInviteTickets(tx: Db, inviteeIds: number[]): Promise<TicketShortfall[]> {
  const shortfalls: TicketShortfall[] = [];
  for (const inviteeId of [...inviteeIds].sort((a, b) => a - b)) {
    const [row] = await tx
      .update(inviteRewards)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(inviteRewards.inviteeId, inviteeId), isNull(inviteRewards.revokedAt)))
      .returning({ inviterId: inviteRewards.inviterId });
    if (!row) continue;
    const left = await takeTickets(
      tx,
      row.inviterId,
      1,
      TICKET_REASONS.inviteRewardReverted,
      `invitee:${inviteeId}`,
    );
    if (left === null) shortfalls.push({ inviterId: row.inviterId, inviteeId });
  }
  return shortfalls;
}

/** Invitees whose activation earned a ticket that still stands (for tests and checks). */
export async function grantedInvitees(db: Db, inviterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: inviteRewards.inviteeId })
    .from(inviteRewards)
    .where(and(eq(inviteRewards.inviterId, inviterId), isNull(inviteRewards.revokedAt)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
