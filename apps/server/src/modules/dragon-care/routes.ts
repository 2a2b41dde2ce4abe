import { assetIdParams } from '@yuanlong/shared/card';
import { dragonCareResultSchema } from '@yuanlong/shared/dragon-care';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { type CareStep, careForDragon } from './service.ts';

const RULES =
  'Needs an activated account, the game offline, the user’s own dragon in the game and idle, and enough coins (400 insufficient available balance, nothing spent)';

const PATHS: [string, CareStep, string][] = [
  ['/api/user/active/:id', 'activate', `Activates a dragon (not activated → activated) for 50 MDS. ${RULES}`],
  [
    '/api/user/bgg/active/:id',
    'activateBgg',
    `Activates a dragon with the second game’s coin: 50 HFH. ${RULES}`,
  ],
  [
    '/api/user/dragons/:id/level',
    'level',
    `Raises an activated dragon’s level by one (to at most 15) for level × 10 MDS; skills unlock at levels 4, 8 and 12. ${RULES}`,
  ],
  [
    '/api/user/dragons/:id/refine',
    'refine',
    `Raises an activated dragon’s refine level by one (to at most 10) for (refine + 1) × 20 MDS; refining raises its team HP and attack. ${RULES}`,
  ],
];

/** Caring for dragons: activation (MDS or, bgg, HFH), level and refine. */
export function dragonCareRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const [path, step, summary] of PATHS) {
      r.post(
        path,
        {
          preHandler: requireUser(ctx.db),
          schema: {
            tags: ['game'],
            security: [{ bearer: [] }],
            summary,
            params: assetIdParams,
            response: { 200: envelopeOf(dragonCareResultSchema) },
          },
        },
        async (request) =>
          ok(
            request,
            await careForDragon(
              ctx,
              request.user!.userId,
              requiredServerId(request),
              request.params.id,
              step,
            ),
          ),
      );
    }
  };
}
