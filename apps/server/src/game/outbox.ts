import type { GameCommand } from '@yuanlong/shared/game-protocol';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type GameOutboxAudit, gameOutbox, type StoredGameCommand } from '../db/schema.ts';

/** A command to enqueue: the wire command without `id` and `issued_at` (the outbox assigns both). */
export type NewGameCommand = StoredGameCommand;

/**
 * Writes a command for the game into the outbox, in the caller's transaction: it exists exactly
 * when the change it reports commits, and the delivery worker (outbox-worker.ts) sends it after.
 * `now` is the change's clock (the command's `issued_at`); the database's by default. The command
 * is due at once: a change stamped with a chain's time that runs ahead of the server's clock (a
 * local chain moved forward, a block a few seconds early) does not wait for the clock to catch up.
 */
export async function enqueueGameCommand(tx: Db, command: NewGameCommand, now?: Date): Promise<number> {
  const assetId = 'asset_id' in command ? command.asset_id : null;
  const [row] = await tx
    .insert(gameOutbox)
    .values({
      type: command.type,
      assetId,
      command,
      ...(now
        ? { createdAt: now, nextAttemptAt: sql`least(${now.toISOString()}::timestamptz, now())` }
        : { nextAttemptAt: sql`now()` }),
    })
    .returning({ id: gameOutbox.id });
  return row!.id;
}

/** The wire id of an outbox row's command: the same on every delivery (the game's dedup key). */
export function commandId(rowId: number): string {
  return `mkt-${rowId}`;
}

/** The command of an outbox row as it goes on the wire. */
export function wireCommand(row: { id: number; command: StoredGameCommand; createdAt: Date }): GameCommand {
  return { ...row.command, id: commandId(row.id), issued_at: row.createdAt.toISOString() } as GameCommand;
}

/** An outbox row's id from a wire command id (`mkt-<id>`), or undefined for another id. */
export function rowIdOf(wireId: string): number | undefined {
  const match = /^mkt-(\d+)$/.exec(wireId);
  return match ? Number(match[1]) : undefined;
}

/**
 * An operator's retry of a failed command: pending again, tried at once with a fresh count of
 * attempts. False when the row is not failed.
 */
export async function retryGameCommand(
  db: Db,
  id: number,
  by: string,
  note: string,
  now: Date,
): Promise<boolean> {
  const entry: GameOutboxAudit = { action: 'retry', at: now.toISOString(), by, note };
  const rows = await db
    .update(gameOutbox)
    .set({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      settledAt: null,
      audit: sql`${gameOutbox.audit} || ${JSON.stringify([entry])}::jsonb`,
    })
    .where(and(eq(gameOutbox.id, id), eq(gameOutbox.state, 'failed')))
    .returning({ id: gameOutbox.id });
  return rows.length > 0;
}

/**
 * An operator's resolution of a failed (or stuck pending) command: settled by hand (the game and
 * the market were made to agree some other way); the asset's later commands go on. False when the
 * row is delivered or resolved already.
 */
export async function resolveGameCommand(
  db: Db,
  id: number,
  by: string,
  note: string,
  now: Date,
): Promise<boolean> {
  const entry: GameOutboxAudit = { action: 'resolve', at: now.toISOString(), by, note };
  const rows = await db
    .update(gameOutbox)
    .set({
      state: 'resolved',
      settledAt: now,
      audit: sql`${gameOutbox.audit} || ${JSON.stringify([entry])}::jsonb`,
    })
    .where(and(eq(gameOutbox.id, id), inArray(gameOutbox.state, ['pending', 'failed'])))
    .returning({ id: gameOutbox.id });
  return rows.length > 0;
}
