import { activitiesQuery, activityPageSchema } from '@yuanlong/shared/activities';
import { ACTIVITY_EXPORT_PATH, activityExportQuery } from '@yuanlong/shared/activity-export';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { bearerToken, requireUser } from '../../http/auth.ts';
import { okJsonBytes, sendJsonBytes } from '../../http/envelope.ts';
import { hashToken } from '../auth/session-service.ts';
import { activityCsv } from './export.ts';
import { feedCursorId, feedOfSession } from './feed.ts';

/** The signed-in user's activity feed. */
export function activityRoutes(ctx: ServiceContext) {
  const signedIn = requireUser(ctx.db);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/user/activities',
      {
        schema: {
          tags: ['activity'],
          security: [{ bearer: [] }],
          summary: 'My activity entries, newest first (keyset pages)',
          querystring: activitiesQuery,
          response: { 200: envelopeOf(activityPageSchema) },
        },
      },
      // The session is checked by the feed's own statement (one round trip, feed.ts), as
      // requireUser would: 401 without a live session. The answer is the JSON PostgreSQL
      // built; the response schema documents it, and the feed's tests check answers against it.
      async (request, reply) => {
        const token = bearerToken(request);
        if (!token) throw new AppError('unauthorized');
        let cursorId: number | undefined;
        if (request.query.cursor) {
          try {
            cursorId = feedCursorId(request.query.cursor);
          } catch (error) {
            await signedIn(request); // 401 before the cursor's 400, as for every signed-in route
            throw error;
          }
        }
        const tokenHash = hashToken(token);
        const q = { ...request.query, cursorId };
        const page = await feedOfSession(ctx.textRows, tokenHash, new Date(), q, request.locale);
        if (page.userId === undefined) throw new AppError('unauthorized');
        request.user = { userId: page.userId, tokenHash };
        return sendJsonBytes(reply, okJsonBytes(request, page.json));
      },
    );
    r.get(
      ACTIVITY_EXPORT_PATH,
      {
        schema: {
          tags: ['activity'],
          security: [{ bearer: [] }],
          summary: 'My activity entries as a CSV file (text/csv, newest first, amounts exact)',
          querystring: activityExportQuery,
        },
        preHandler: signedIn,
      },
      async (request, reply) => {
        const { userId } = request.user!;
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="yuanlong-activity-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(activityCsv(ctx, userId, { category: request.query.category, locale: request.locale }));
      },
    );
  };
}
