import { envelopeOf } from '@yuanlong/shared/envelope';
import { healthSchema, readySchema } from '@yuanlong/shared/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WatcherStatus } from '../../chain/watcher.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { GameProbe } from '../../game/probe.ts';
import { ok } from '../../http/envelope.ts';

/**
 * Liveness (the process answers) and readiness (the database answers; the chain watcher's
 * progress is reported, `watcherStatus` giving it when this instance runs one; the game's
 * reachability when one is configured).
 */
export function healthRoutes(
  database: Database,
  watcherStatus: () => WatcherStatus | undefined = () => undefined,
  game: GameProbe | undefined = undefined,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: envelopeOf(healthSchema) } } },
      async (request) => ok(request, { status: 'ok' as const, uptime_s: Math.round(process.uptime()) }),
    );
    r.get(
      '/api/ready',
      { schema: { tags: ['health'], response: { 200: envelopeOf(readySchema) } } },
      async (request) => {
        if (!(await database.ping())) throw new AppError('unavailable');
        const status = watcherStatus();
        const chain = status
          ? {
              leader: status.leader,
              cursor: status.cursor ?? null,
              head: status.head ?? null,
              lag: status.lag ?? null,
              last_error: status.lastError ?? null,
            }
          : null;
        return ok(request, { database: true, chain, game: game ? await game() : null });
      },
    );
  };
}
