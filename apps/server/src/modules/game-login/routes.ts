import { envelopeOf } from '@yuanlong/shared/envelope';
import { gameLoginBody, gameLoginParams, gameLoginSchema } from '@yuanlong/shared/game-login';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { confirmGameLogin, previewGameLogin } from './service.ts';

const RULES =
  'Needs a bound e-mail (403 "Please bind e-mail first"); 404 unknown code, 409 expired, already used, or no role on its server.';

/** Game QR login for the signed-in user: look at a code, then confirm it for their role on its server. */
export function gameLoginRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = {
      preHandler: requireUser(ctx.db),
      schema: { tags: ['user'], security: [{ bearer: [] }], response: { 200: envelopeOf(gameLoginSchema) } },
    };
    r.get(
      '/api/user/game-login/:code',
      {
        ...base,
        schema: {
          ...base.schema,
          summary: `What a game login code (from the game's QR) would log in: the server, the user's role there, the expiry. ${RULES}`,
          params: gameLoginParams,
        },
      },
      async (request) => ok(request, await previewGameLogin(ctx, request.user!.userId, request.params.code)),
    );
    r.post(
      '/api/user/game-login',
      {
        ...base,
        schema: {
          ...base.schema,
          summary: `Confirms a game login code: the game lets the user's role on the code's server in. Single use. ${RULES}`,
          body: gameLoginBody,
        },
      },
      async (request) => ok(request, await confirmGameLogin(ctx, request.user!.userId, request.body.code)),
    );
  };
}
