import { gameLoginCode } from '@yuanlong/shared/game-login';
import {
  type GameLinkError,
  gameLoginCodeRequest,
  gameNotification,
  SIGNATURE_HEADER,
} from '@yuanlong/shared/game-protocol';
import { verifyGameMessage } from '@yuanlong/shared/game-signature';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { receiveNotification } from '../../game/notifications.ts';
import { createLoginCode, loginCodeState } from '../game-login/service.ts';

const schema = { tags: ['game'], hide: true };

/**
 * The game's calls to the market (docs/game-api.yaml): its notifications and its QR login
 * codes. They answer the protocol's plain JSON, not the web API's envelope. Every request is
 * signed by the game (HMAC over the raw body, which this scope keeps as text for that), with
 * one of `secrets`; none configured: the game link is off (503).
 */
export function gameLinkRoutes(ctx: ServiceContext, secrets: readonly string[]) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    const refuse = (reply: FastifyReply, status: number, body: GameLinkError) =>
      reply.code(status).header('cache-control', 'no-store').send(body);

    /** Verifies the signature over the raw body; sends the refusal and returns null when wrong. */
    const verified = (request: FastifyRequest, reply: FastifyReply): string | null => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (secrets.length === 0) {
        void refuse(reply, 503, { error: 'not_configured', reason: 'GAME_SECRET is not set' });
        return null;
      }
      const check = verifyGameMessage(
        secrets,
        request.headers[SIGNATURE_HEADER] as string | undefined,
        raw,
        Math.floor(ctx.clock().getTime() / 1000),
      );
      if (check.ok) return raw;
      void refuse(reply, 401, { error: 'signature', reason: check.reason });
      return null;
    };

    app.post('/api/game/notifications', { schema }, async (request, reply) => {
      const raw = verified(request, reply);
      if (raw === null) return reply;
      const parsed = gameNotification.safeParse(parseJson(raw));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return refuse(reply, 422, {
          error: 'invalid',
          reason: `${issue?.path.join('.')}: ${issue?.message}`,
        });
      }
      const result = await receiveNotification(ctx.db, parsed.data);
      return reply.code(result.http).header('cache-control', 'no-store').send(result.body);
    });

    app.post('/api/game/login-codes', { schema }, async (request, reply) => {
      const raw = verified(request, reply);
      if (raw === null) return reply;
      const parsed = gameLoginCodeRequest.safeParse(parseJson(raw));
      if (!parsed.success) return refuse(reply, 422, { error: 'invalid', reason: 'server_id' });
      return answer(reply, () => createLoginCode(ctx, parsed.data.server_id));
    });

    app.get('/api/game/login-codes/:code', { schema }, async (request, reply) => {
      if (verified(request, reply) === null) return reply;
      const code = gameLoginCode.safeParse((request.params as { code: string }).code);
      if (!code.success) return refuse(reply, 422, { error: 'invalid', reason: 'code' });
      return answer(reply, () => loginCodeState(ctx, code.data));
    });
  };
}

async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return reply.header('cache-control', 'no-store').send(await work());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body: GameLinkError = {
      error: error.status === 404 ? 'not_found' : 'conflict',
      reason: error.messageKey,
    };
    return reply.code(error.status).send(body);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
