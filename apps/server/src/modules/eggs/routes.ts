import { eggsSchema, hatchBody, hatchResultSchema } from '@yuanlong/shared/eggs';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { hatchEgg, listEggs } from './service.ts';

/** MEggs: the user's eggs with their hatching progress, and hatching one into a dragon. */
export function eggRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db), schema: { tags: ['game'], security: [{ bearer: [] }] } };
    r.get(
      '/api/add/mdragon',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary: 'My MEggs, newest first, with hatch time, progress (0–100) and the dragon each became',
          response: { 200: envelopeOf(eggsSchema) },
        },
      },
      async (request) => ok(request, await listEggs(ctx, request.user!.userId, requiredServerId(request))),
    );
    r.post(
      '/api/add/mdragon',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Hatches my MEgg into a level-1 dragon of its element (not activated) once its hatch time has come (409 before). Needs an activated account and the game offline. Exactly one dragon per egg: asking again answers the same dragon',
          body: hatchBody,
          response: { 200: envelopeOf(hatchResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await hatchEgg(ctx, request.user!.userId, requiredServerId(request), request.body.egg_id),
        ),
    );
  };
}
