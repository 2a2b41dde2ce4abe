import { activitiesQuery, activityPageSchema } from '@yuanlong/shared/activities';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { okJson } from '../../http/envelope.ts';
import { listActivitiesJson } from './feed.ts';

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
      // Answered as JSON text built by PostgreSQL (feed.ts); the response schema documents
      // it, and the feed's tests check answers against it.
      async (request, reply) => {
        const page = await listActivitiesJson(ctx.query, request.user!.userId, request.query, request.locale);
        return reply.type('application/json; charset=utf-8').send(okJson(request, page) as never);
      },
    );
  };
}
