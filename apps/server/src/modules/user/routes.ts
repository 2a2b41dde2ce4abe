import { emptyEnvelope, envelopeOf } from '@yuanlong/shared/envelope';
import { userInfoSchema } from '@yuanlong/shared/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { bearerToken, requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { revokeSession } from '../auth/session-service.ts';
import { getUserInfo } from './service.ts';

export function userRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(db), schema: { tags: ['user'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/info',
      { ...auth, schema: { ...auth.schema, response: { 200: envelopeOf(userInfoSchema) } } },
      async (request) => ok(request, await getUserInfo(db, request.user!.userId, bearerToken(request)!)),
    );
    r.post(
      '/api/user/logout',
      { ...auth, schema: { ...auth.schema, response: { 200: emptyEnvelope } } },
      async (request) => {
        await revokeSession(db, request.user!.tokenHash);
        return ok(request, null);
      },
    );
  };
}
