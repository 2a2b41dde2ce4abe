import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities } from '../db/schema.ts';
import { chainEvents } from '../db/schema-chain.ts';
import type { ChainEvent } from './events.ts';

/**
 * What applying one event changed, recorded on its chain_events row so that a reorg can undo
 * exactly that:
 * - `activated`: the user's activated_at was null and is now `at` (undo: back to null, if still `at`);
 * - `activity`: activity entry `id` was written (undo: deleted).
 * Deposits are recorded without effects for now; crediting them will add its own kinds.
 */
export type Effect = { kind: 'activated'; user_id: number; at: string } | { kind: 'activity'; id: number };

/** Rows per multi-row INSERT (PostgreSQL allows 65,535 parameters per statement). */
const INSERT_CHUNK = 1_000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Records `events` (sorted by block and log index) and applies each one not seen before, in
 * the caller's transaction. Exactly once per (chain, tx hash, log index): an event already
 * recorded is skipped, so replaying a range changes nothing. Returns how many were new.
 */
export async function applyEvents(tx: Db, chainId: number, events: ChainEvent[]): Promise<number> {
  const inserted: { id: number; key: string }[] = [];
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    const chunk = events.slice(i, i + INSERT_CHUNK);
    const result = await tx
      .insert(chainEvents)
      .values(
        chunk.map((e) => ({
          chainId,
          txHash: e.txHash.toLowerCase(),
          logIndex: e.logIndex,
          blockNumber: e.blockNumber,
          blockHash: e.blockHash.toLowerCase(),
          blockTime: e.blockTime,
          contract: e.contract,
          event: e.event,
          account: e.account,
          args: e.args,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: chainEvents.id, txHash: chainEvents.txHash, logIndex: chainEvents.logIndex });
    for (const row of result) inserted.push({ id: row.id, key: `${row.txHash}:${row.logIndex}` });
  }
  if (inserted.length === 0) return 0;
  const idOf = new Map(inserted.map((row) => [row.key, row.id]));
  const fresh = events.flatMap((e) => {
    const id = idOf.get(`${e.txHash.toLowerCase()}:${e.logIndex}`);
    return id === undefined ? [] : [{ id, event: e }];
  });
  const effects = new Map<number, Effect[]>();
  await applyActivations(
    tx,
    fresh.filter((f) => f.event.event === 'AccountActivated'),
    effects,
  );
  if (effects.size > 0) {
    const list = [...effects].map(([id, list]) => ({ id, effects: list }));
    await tx.execute(sql`
      update chain_events e set effects = v.effects
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as v(id bigint, effects jsonb)
      where e.id = v.id`);
  }
  return inserted.length;
}

/**
 * AccountActivated(account, payer, amount): the user whose id is `account` is activated at the
 * block's time, with an activity entry. An account that is not a user, or a user activated
 * before (e.g. by an operator), is recorded without effects.
 */
async function applyActivations(
  tx: Db,
  fresh: { id: number; event: ChainEvent }[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  const byUser = new Map<number, { id: number; event: ChainEvent }>();
  for (const f of fresh) {
    const account = f.event.account;
    if (account === null || account <= 0n || account > BigInt(Number.MAX_SAFE_INTEGER)) continue;
    // The contract activates an account once; keep the first if a chain ever said otherwise.
    if (!byUser.has(Number(account))) byUser.set(Number(account), f);
  }
  if (byUser.size === 0) return;
  const wanted = [...byUser].map(([userId, f]) => ({
    user_id: userId,
    at: f.event.blockTime.toISOString(),
  }));
  const activated = await rows<{ id: string | number }>(
    tx,
    sql`
      update users u set activated_at = v.at
      from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as v(user_id bigint, at timestamptz)
      where u.id = v.user_id and u.activated_at is null
      returning u.id`,
  );
  if (activated.length === 0) return;
  const users = activated.map((row) => Number(row.id));
  const written = await tx
    .insert(activities)
    .values(
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
    )
    .returning({ id: activities.id, userId: activities.userId });
  const activityOf = new Map(written.map((row) => [row.userId, row.id]));
  for (const userId of users) {
    const f = byUser.get(userId)!;
    const list: Effect[] = [{ kind: 'activated', user_id: userId, at: f.event.blockTime.toISOString() }];
    const activityId = activityOf.get(userId);
    if (activityId !== undefined) list.push({ kind: 'activity', id: activityId });
    effects.set(f.id, list);
  }
}

/**
 * Undoes every recorded event of `contracts` on `chainId` above block `aboveBlock` (a reorg
 * dropped those blocks): reverses their effects and deletes them, so that they are applied
 * again if they are mined again. Returns how many events were undone.
 */
export async function revertEventsAbove(
  tx: Db,
  chainId: number,
  contracts: string[],
  aboveBlock: number,
): Promise<number> {
  const dropped = await tx
    .select({ id: chainEvents.id, effects: chainEvents.effects })
    .from(chainEvents)
    .where(
      and(
        eq(chainEvents.chainId, chainId),
        inArray(chainEvents.contract, contracts),
        gt(chainEvents.blockNumber, aboveBlock),
      ),
    );
  if (dropped.length === 0) return 0;
  const activations: { user_id: number; at: string }[] = [];
  const activityIds: number[] = [];
  for (const row of dropped) {
    for (const effect of row.effects as Effect[]) {
      if (effect.kind === 'activated') activations.push({ user_id: effect.user_id, at: effect.at });
      else if (effect.kind === 'activity') activityIds.push(effect.id);
    }
  }
  if (activityIds.length > 0) await tx.delete(activities).where(inArray(activities.id, activityIds));
  if (activations.length > 0) {
    await tx.execute(sql`
      update users u set activated_at = null
      from jsonb_to_recordset(${JSON.stringify(activations)}::jsonb) as v(user_id bigint, at timestamptz)
      where u.id = v.user_id and u.activated_at = v.at`);
  }
  await tx.delete(chainEvents).where(
    inArray(
      chainEvents.id,
      dropped.map((row) => row.id),
    ),
  );
  return dropped.length;
}
