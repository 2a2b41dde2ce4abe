import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  type GameOutboxRow,
  gameOutboxActionBody,
  gameOutboxParams,
  gameOutboxQuery,
  gameOutboxRowSchema,
} from '@yuanlong/shared/game-outbox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { gameOutbox } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { commandId, resolveGameCommand, retryGameCommand } from '../../game/outbox.ts';
import { ok } from '../../http/envelope.ts';

const schema = { tags: ['development'] };

/**
 * The game outbox's operator controls, registered beside the development game controls until the
 * operator console has its own sign-in: look at commands, retry a failed one, resolve one by hand. Both actions are
 * audited in the row (who, when, why).
 */
export function gameOutboxRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const one = async (id: number) => {
    const [row] = await db.select().from(gameOutbox).where(eq(gameOutbox.id, id));
    if (!row) throw new AppError('notFound');
    return toJson(row);
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/dev/game/outbox',
      {
        schema: {
          ...schema,
          summary: 'Commands of the game outbox, newest first (by asset, by state)',
          querystring: gameOutboxQuery,
          response: { 200: envelopeOf(z.array(gameOutboxRowSchema)) },
        },
      },
      async (request) => {
        const q = request.query;
        const where: SQL[] = [];
        if (q.asset_id) where.push(eq(gameOutbox.assetId, q.asset_id));
        if (q.state) where.push(eq(gameOutbox.state, q.state));
        const rows = await db
          .select()
          .from(gameOutbox)
          .where(and(...where))
          .orderBy(desc(gameOutbox.id))
          .limit(q.limit);
        return ok(request, rows.map(toJson));
      },
    );
    for (const action of ['retry', 'resolve'] as const) {
      r.post(
        `/api/dev/game/outbox/:id/${action}`,
        {
          schema: {
            ...schema,
            summary:
              action === 'retry'
                ? 'Sends a failed command again (attempts from zero); audited in the row'
                : 'Settles a failed or pending command by hand; the asset is free again; audited in the row',
            params: gameOutboxParams,
            body: gameOutboxActionBody,
            response: { 200: envelopeOf(gameOutboxRowSchema) },
          },
        },
        async (request) => {
          const { id } = request.params;
          const { by, note } = request.body;
          const act = action === 'retry' ? retryGameCommand : resolveGameCommand;
          if (!(await act(db, id, by, note, ctx.clock()))) {
            await one(id); // 404 when there is no such command
            throw new AppError('conflict', 'gameCommandNotOpen');
          }
          return ok(request, await one(id));
        },
      );
    }
  };
}

function toJson(row: typeof gameOutbox.$inferSelect): GameOutboxRow {
  return {
    id: row.id,
    command_id: commandId(row.id),
    type: row.type,
    asset_id: row.assetId,
    command: row.command as unknown as Record<string, unknown>,
    state: row.state as GameOutboxRow['state'],
    attempts: row.attempts,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    last_error: row.lastError,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    audit: row.audit,
  };
}
