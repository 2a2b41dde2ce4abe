import type { FailedGameCommand } from '@yuanlong/shared/operator-game-sync';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets, gameOutbox } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { commandId, resolveGameCommand, retryGameCommand } from '../../game/outbox.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { audit } from '../operators/audit.ts';
import type { Actor } from '../operators/service.ts';

type OutboxRow = typeof gameOutbox.$inferSelect;

function failedCommand(row: OutboxRow, assetName: string | null): FailedGameCommand {
  const command = row.command as { role?: { user_id: number; server_id: number } };
  return {
    id: row.id,
    command_id: commandId(row.id),
    type: row.type,
    asset_id: row.assetId,
    asset_name: assetName,
    role: command.role ? { user_id: command.role.user_id, server_id: command.role.server_id } : null,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    failed_at: row.settledAt?.toISOString() ?? null,
  };
}

/** The game outbox's failed commands (each freezes its asset until retried or resolved), newest first. */
export async function failedGameCommands(db: Db): Promise<FailedGameCommand[]> {
  const rows = await db
    .select({ row: gameOutbox, assetName: assets.name })
    .from(gameOutbox)
    .leftJoin(assets, eq(assets.id, gameOutbox.assetId))
    .where(eq(gameOutbox.state, 'failed'))
    .orderBy(desc(gameOutbox.id))
    .limit(200);
  return rows.map((r) => failedCommand(r.row, r.assetName));
}

/**
 * Retries a failed command (pending again, attempts from zero) or resolves it by hand (settled:
 * the game and the market were made to agree some other way; the asset's later commands go on).
 * One transaction with its audit entry `game-command.<action>` on `game-command:<id>`; the row
 * keeps the operator's name and note too.
 */
export async function actOnGameCommand(
  db: Db,
  id: number,
  action: 'retry' | 'resolve',
  note: string,
  by: Actor & { name: string },
  now: Date,
): Promise<FailedGameCommand> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gameOutbox).where(eq(gameOutbox.id, id)).for('update');
    if (!before) throw new AppError('notFound');
    // The console acts on failed commands only: a pending one is still the worker's.
    if (before.state !== 'failed') throw new AppError('conflict', 'gameCommandNotFailed');
    const act = action === 'retry' ? retryGameCommand : resolveGameCommand;
    if (!(await act(tx, id, by.name, note, now))) throw new AppError('conflict', 'gameCommandNotFailed');
    const [after] = await tx.select().from(gameOutbox).where(eq(gameOutbox.id, id));
    await audit(tx, {
      operatorId: by.operatorId,
      ip: by.ip,
      action: `game-command.${action}`,
      target: `game-command:${id}`,
      before: {
        state: before.state,
        type: before.type,
        asset: before.assetId,
        attempts: before.attempts,
        last_error: before.lastError,
      },
      after: { state: after!.state, note },
    });
    const [asset] = before.assetId
      ? await tx.select({ name: assets.name }).from(assets).where(eq(assets.id, before.assetId))
      : [];
    return failedCommand(after!, asset?.name ?? null);
  });
}
