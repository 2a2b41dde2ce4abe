import { envelopeOf } from '@yuanlong/shared/envelope';
import { summonBody, summonInfoSchema, summonResultSchema } from '@yuanlong/shared/summon';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { summonHeroes, summonInfo } from './service.ts';

/** Summoning heroes: the odds and prices before paying, and the summon itself. */
export function summonRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db), schema: { tags: ['game'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/summon',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Summon odds per grade tier (basis points), prices (1 or ×10, in MDS base units or tickets), the user’s tickets and MDS, and their last 10 summons with seeds',
          response: { 200: envelopeOf(summonInfoSchema) },
        },
      },
      async (request) => ok(request, await summonInfo(ctx, request.user!.userId, requiredServerId(request))),
    );
    r.post(
      '/api/user/summon',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Summons 1 or 10 heroes, paid with premium summon tickets (1 each) or MDS (100, ×10: 900). Needs an activated account and the game offline. The draw: hero i = summonRoll(SHA-256(`{seed}:{i}`)) (packages/shared/src/summon.ts); seed and heroes are stored with the payment before the answer. Not enough tickets or MDS: 400, nothing spent',
          body: summonBody,
          response: { 200: envelopeOf(summonResultSchema) },
        },
      },
      async (request) =>
        ok(request, await summonHeroes(ctx, request.user!.userId, requiredServerId(request), request.body)),
    );
  };
}
