import { nicknameBody, nicknameResultSchema } from '@yuanlong/shared/account';
import { refreshResultSchema } from '@yuanlong/shared/auth';
import { emptyEnvelope, envelopeOf } from '@yuanlong/shared/envelope';
import { userInfoSchema } from '@yuanlong/shared/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { bearerToken, requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { setNickname } from '../account/account-service.ts';
import { revokeSession, rotateSession } from '../auth/session-service.ts';
import { getUserInfo } from './service.ts';

export function userRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(db), schema: { tags: ['user'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/info',
      { ...auth, schema: { ...auth.schema, response: { 200: envelopeOf(userInfoSchema) } } },
      async (request) =>
        ok(request, await getUserInfo(ctx, request.user!.userId, bearerToken(request)!, request.serverId)),
    );
    r.post(
      '/api/user/logout',
      { ...auth, schema: { ...auth.schema, response: { 200: emptyEnvelope } } },
      async (request) => {
        await revokeSession(db, request.user!.tokenHash);
        return ok(request, null);
      },
    );
    r.post(
      '/api/user/refresh',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Renews the session (sliding expiry): a new token with a fresh lifetime for the same session; the old token stops working',
          response: { 200: envelopeOf(refreshResultSchema) },
        },
      },
      async (request) => {
        const rotated = await rotateSession(db, request.user!.tokenHash, ctx.sessionTtlMs);
        if (!rotated) throw new AppError('unauthorized');
        return ok(request, {
          token: rotated.token,
          userid: rotated.userId,
          expires_at: rotated.expiresAt.toISOString(),
        });
      },
    );
    r.post(
      '/api/user/nickname',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary: 'Changes the nickname (1–10 characters)',
          body: nicknameBody,
          response: { 200: envelopeOf(nicknameResultSchema) },
        },
      },
      async (request) => ok(request, await setNickname(ctx, request.user!.userId, request.body.nickname)),
    );
  };
}
