import { captchaPuzzleSchema, captchaResultSchema, captchaVerifyBody } from '@yuanlong/shared/captcha';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { issueCaptcha, solveCaptcha } from './service.ts';

/** The slider captcha required before sending an e-mail code and before e-mail sign-in. */
export function captchaRoutes({ db, clock, throttle }: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/captcha/puzzle',
      {
        schema: {
          tags: ['captcha'],
          summary: 'A new slider puzzle ("slide right to fill the puzzle")',
          description:
            'PNG background with a hole and the matching piece (data URLs). The piece starts at x = 0 on row piece_y; drag it right until it fills the hole, then POST /api/captcha/verify once. Limited per IP.',
          response: { 200: envelopeOf(captchaPuzzleSchema) },
        },
      },
      async (request, reply) => {
        await throttle('captchaPerIp', request.ip);
        reply.header('cache-control', 'no-store');
        return ok(request, await issueCaptcha(db, clock()));
      },
    );
    r.post(
      '/api/captcha/verify',
      {
        schema: {
          tags: ['captcha'],
          summary: 'Checks where the piece was dropped and the drag track; one try per puzzle',
          description:
            'x: the piece’s left edge in image pixels. track: samples {x, y, t} of the drag (t in ms, increasing). On success returns a single-use token valid for 2 minutes, to send as captcha_token. A failed try uses up the puzzle: fetch a new one.',
          body: captchaVerifyBody,
          response: { 200: envelopeOf(captchaResultSchema) },
        },
      },
      async (request) => ok(request, await solveCaptcha(db, request.body, clock())),
    );
  };
}
