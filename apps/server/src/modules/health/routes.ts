import { envelopeOf } from '@yuanlong/shared/envelope';
import { healthSchema, readySchema } from '@yuanlong/shared/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../http/envelope.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(database: Database) {
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
        return ok(request, { database: true });
      },
    );
  };
}
