import { envelopeOf } from '@yuanlong/shared/envelope';
import { healthSchema, readySchema } from '@yuanlong/shared/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PayoutStatus } from '../../chain/payout-worker.ts';
import type { WatcherStatus } from '../../chain/watcher.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { GameProbe } from '../../game/probe.ts';
import { ok } from '../../http/envelope.ts';
import { chainStatusJson } from './chain-status.ts';

/**
 * Liveness (the process answers) and readiness (the database answers; the chain watcher's
 * progress and the payout worker's state are reported, `watcherStatus` and `payoutStatus` giving
 * them when this instance runs them; the game's reachability when one is configured).
 */
export function healthRoutes(
  database: Database,
  watcherStatus: () => WatcherStatus | undefined = () => undefined,
  game: GameProbe | undefined = undefined,
  payoutStatus: () => PayoutStatus | undefined = () => undefined,
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
        const chain = chainStatusJson(status);
        const payout = payoutStatus();
        const payouts = payout
          ? {
              leader: payout.leader,
              payer: payout.payer,
              payer_lacks_gas: payout.payerLacksGas,
              last_error: payout.lastError ?? null,
            }
          : null;
        return ok(request, { database: true, chain, payouts, game: game ? await game() : null });
      },
    );
  };
}
