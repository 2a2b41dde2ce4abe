import {
  loginResultSchema,
  signInMessageQuery,
  signInMessageSchema,
  walletLoginBody,
} from '@yuanlong/shared/auth';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Hex } from 'viem';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { createSession } from './session-service.ts';
import { issueSignInMessage, type SignInSettings, walletSignIn } from './wallet-service.ts';

export function authRoutes(db: Db, settings: SignInSettings & { sessionTtlMs: number }) {
  /** The origin the user sees, when it is one of ours; otherwise the first configured one. */
  const originOf = (request: FastifyRequest) => {
    const origin = `${request.protocol}://${request.host}`;
    return settings.publicOrigins.includes(origin) ? origin : settings.publicOrigins[0]!;
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/auth/msg',
      {
        schema: {
          tags: ['auth'],
          querystring: signInMessageQuery,
          response: { 200: envelopeOf(signInMessageSchema) },
        },
      },
      async (request) => {
        const message = await issueSignInMessage(
          db,
          request.query.address,
          originOf(request),
          settings.chainId,
        );
        return ok(request, { message });
      },
    );
    r.post(
      '/api/auth/login/wallet',
      { schema: { tags: ['auth'], body: walletLoginBody, response: { 200: envelopeOf(loginResultSchema) } } },
      async (request) => {
        const { message, signature, invite_code } = request.body;
        const { userId } = await walletSignIn(db, settings, {
          message,
          signature: signature as Hex,
          inviteCode: invite_code,
        });
        const token = await createSession(db, userId, settings.sessionTtlMs);
        return ok(request, { token, userid: userId });
      },
    );
  };
}
