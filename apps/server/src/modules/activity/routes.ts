import { activitiesQuery, activityPageSchema } from '@yuanlong/shared/activities';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { listActivities } from './service.ts';

/** The signed-in user's activity feed. */
export function activityRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/user/activities',
      {
        preHandler: requireUser(ctx.db),
        schema: {
          tags: ['activity'],
          security: [{ bearer: [] }],
          summary: 'My activity entries, newest first (keyset pages)',
          querystring: activitiesQuery,
          response: { 200: envelopeOf(activityPageSchema) },
        },
      },
      async (request) =>
        ok(request, await listActivities(ctx.db, request.user!.userId, request.query, request.locale)),
    );
  };
}
