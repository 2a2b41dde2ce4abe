import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { recordActivities } from '../modules/activity/service.ts';
import { grantInviteTickets } from '../modules/invite/tickets.ts';
import type { Effect, FreshEvent } from './effect-types.ts';

/** A user id named by an event, when it can be one. */
export function userIdOf(account: bigint | null): number | undefined {
  if (account === null || account <= 0n || account > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(account);
}

/**
 * AccountActivated(account, payer, amount): the user whose id is `account` is activated at the
 * block's time, with an activity entry, and earns its inviter one premium summon ticket. An account that is not a user, or a user activated
 * before (e.g. by an operator), is recorded without effects.
 */
export async function applyActivations(
  tx: Db,
  fresh: FreshEvent[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  const byUser = new Map<number, FreshEvent>();
  for (const f of fresh) {
    const userId = userIdOf(f.event.account);
    // The contract activates an account once; keep the first if a chain ever said otherwise.
    if (userId !== undefined && !byUser.has(userId)) byUser.set(userId, f);
  }
  if (byUser.size === 0) return;
  const wanted = [...byUser].map(([userId, f]) => ({
    user_id: userId,
    at: f.event.blockTime.toISOString(),
  }));
  const activated = await queryRows<{ id: string | number }>(
    tx,
    sql`
      update users u set activated_at = v.at
      from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as v(user_id bigint, at timestamptz)
      where u.id = v.user_id and u.activated_at is null
      returning u.id`,
  );
  if (activated.length === 0) return;
  const users = activated.map((row) => Number(row.id));
  const written = await recordActivities(
    tx,
    users.map((userId) => {
      const { event } = byUser.get(userId)!;
      return {
        userId,
        type: ACTIVITY_TYPES.accountActivated.code,
        amount: BigInt(event.args.amount ?? '0'),
        coin: 'MDV',
        twoAddress: event.args.payer ?? '',
        createdAt: event.blockTime,
      };
    }),
  );
  const activityOf = new Map(written.map((row) => [row.userId, row.id]));
  const ticketed = new Set(await grantInviteTickets(tx, users));
  for (const userId of users) {
    const f = byUser.get(userId)!;
    const list: Effect[] = [{ kind: 'activated', user_id: userId, at: f.event.blockTime.toISOString() }];
    const activityId = activityOf.get(userId);
    if (activityId !== undefined) list.push({ kind: 'activity', id: activityId });
    if (ticketed.has(userId)) list.push({ kind: 'invite_ticket', invitee_id: userId });
    effects.set(f.id, list);
  }
}

/** Undoes activations: back to not activated, for users still activated at that moment. */
export async function undoActivations(tx: Db, undo: { user_id: number; at: string }[]): Promise<void> {
  if (undo.length === 0) return;
  await tx.execute(sql`
    update users u set activated_at = null
    from jsonb_to_recordset(${JSON.stringify(undo)}::jsonb) as v(user_id bigint, at timestamptz)
    where u.id = v.user_id and u.activated_at = v.at`);
}
