import { emptyEnvelope, envelopeOf } from '@yuanlong/shared/envelope';
import { sessionIdParams, sessionsEndedSchema, userSessionsSchema } from '@yuanlong/shared/sessions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { revokeUserSessions } from '../auth/session-service.ts';
import { endSession, listSessions } from './service.ts';

/** The signed-in user's sessions: listed, one ended, every other one ended. */
export function sessionRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(db), schema: { tags: ['user'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/sessions',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            "The user's live sessions: device, masked address, started, last used, the current one marked",
          response: { 200: envelopeOf(userSessionsSchema) },
        },
      },
      async (request) =>
        ok(request, { items: await listSessions(db, request.user!.userId, request.user!.tokenHash) }),
    );
    r.delete(
      '/api/user/sessions/:id',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Ends another session of the user (its token stops working); the current one is ended by logout',
          params: sessionIdParams,
          response: { 200: emptyEnvelope },
        },
      },
      async (request) => {
        await endSession(db, request.user!.userId, request.params.id, request.user!.tokenHash);
        return ok(request, null);
      },
    );
    r.post(
      '/api/user/sessions/revoke-others',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary: 'Ends every session of the user except the current one',
          response: { 200: envelopeOf(sessionsEndedSchema) },
        },
      },
      async (request) =>
        ok(request, { ended: await revokeUserSessions(db, request.user!.userId, request.user!.tokenHash) }),
    );
  };
}
