import { envelopeOf } from '@yuanlong/shared/envelope';
import { devGameLoginBody, devGameLoginSchema, gameLoginParams } from '@yuanlong/shared/game-login';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toString as renderQr } from 'qrcode';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import type { GameDevClient } from '../../game/dev-client.ts';
import { ok } from '../../http/envelope.ts';
import { gameLoginPage } from './page.ts';
import { createLoginCode, loginCodeState } from './service.ts';

/**
 * The game's part of the QR login for development (GAME_DEV_CONTROLS): make a code for a server
 * and follow it, as JSON and as the game's login screen at /dev/game/login. Linked to the
 * reference game (`devGame`), the game asks for the code through the protocol (its signed call
 * to POST /api/game/login-codes); without one, the code is made here directly.
 */
export function devGameLoginRoutes(ctx: ServiceContext, devGame: GameDevClient | undefined) {
  const makeCode = async (serverId: number) =>
    devGame ? devGameLoginSchema.parse(await devGame.loginCode(serverId)) : createLoginCode(ctx, serverId);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['development'], response: { 200: envelopeOf(devGameLoginSchema) } };
    r.post(
      '/api/dev/game/login-code',
      {
        schema: {
          ...schema,
          summary: `The game makes a QR login code for a server (valid 5 minutes, single use; development)`,
          body: devGameLoginBody,
        },
      },
      async (request) => ok(request, await makeCode(request.body.server_id)),
    );
    r.get(
      '/api/dev/game/login-code/:code',
      {
        schema: {
          ...schema,
          summary: 'Where a login code stands (pending, confirmed with the role, expired)',
          params: gameLoginParams,
        },
      },
      async (request) => ok(request, await loginCodeState(ctx, request.params.code)),
    );
    r.get(
      '/dev/game/login',
      {
        schema: {
          hide: true,
          querystring: z.object({
            server_id: z.coerce.number().int().positive().default(1),
            code: z.string().max(20).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { server_id, code } = request.query;
        const login = code ? await loginCodeState(ctx, code.toUpperCase()) : await makeCode(server_id);
        if (!code) return reply.redirect(`/dev/game/login?code=${login.code}`);
        const origin = `${request.protocol}://${request.host}`;
        const url = `${origin}/gameLogin?code=${login.code}`;
        const qr = await renderQr(url, { type: 'svg', margin: 1, width: 240 });
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
          .type('text/html; charset=utf-8')
          .send(gameLoginPage(login, url, qr));
      },
    );
  };
}
