import {
  emailLoginBody,
  loginResultSchema,
  signInMessageQuery,
  signInMessageSchema,
  walletLoginBody,
} from '@yuanlong/shared/auth';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Hex } from 'viem';
import type { ServiceContext } from '../../context.ts';
import { sessionClient } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { checkSecondFactor } from '../account/second-factor.ts';
import { findSecondFactorByAddress } from '../account/users.ts';
import { bindInviter } from '../invite/binding.ts';
import { startSession } from '../sessions/new-device.ts';
import { emailSignIn } from './email-login.ts';
import { issueSignInMessage, type SignInSettings, walletSignIn } from './wallet-service.ts';

export function authRoutes(ctx: ServiceContext, settings: SignInSettings) {
  const { db, throttle } = ctx;
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
        await throttle('signInMessagePerIp', request.ip);
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
        await throttle('signInPerIp', request.ip);
        const { message, signature, invite_code, totp_code } = request.body;
        const { userId, inviteStatus } = await walletSignIn(
          db,
          settings,
          { message, signature: signature as Hex, inviteCode: invite_code },
          throttle,
          async (address) => {
            const user = await findSecondFactorByAddress(db, address.toLowerCase());
            if (user) await checkSecondFactor(ctx, user, totp_code);
          },
        );
        const { token, expiresAt } = await startSession(
          ctx,
          userId,
          sessionClient(request),
          originOf(request),
        );
        return ok(request, {
          token,
          userid: userId,
          expires_at: expiresAt.toISOString(),
          ...(inviteStatus ? { invite_status: inviteStatus } : {}),
        });
      },
    );
    r.post(
      '/api/auth/login/email',
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mail + password sign-in (after the slider captcha)',
          description:
            'For accounts that bound an e-mail and set a login password; accounts are created by wallet sign-in. A wrong address and a wrong password get the same answer. Limited per IP and per address (429).',
          body: emailLoginBody,
          response: { 200: envelopeOf(loginResultSchema) },
        },
      },
      async (request) => {
        await throttle('signInPerIp', request.ip);
        const { userId } = await emailSignIn(ctx, request.body);
        const inviteStatus = await bindInviter(db, userId, request.body.invite_code);
        const { token, expiresAt } = await startSession(
          ctx,
          userId,
          sessionClient(request),
          originOf(request),
        );
        return ok(request, {
          token,
          userid: userId,
          expires_at: expiresAt.toISOString(),
          ...(inviteStatus ? { invite_status: inviteStatus } : {}),
        });
      },
    );
  };
}
