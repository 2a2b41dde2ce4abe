import { activateArtifactBody, artifactListSchema } from '@yuanlong/shared/artifacts';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { activateArtifact, listArtifacts } from './service.ts';

/** Artifacts (collectibles) of the role on the Serverid server: the list and activating one. */
export function artifactRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db), schema: { tags: ['game'], security: [{ bearer: [] }] } };
    r.get(
      '/api/artifact/list',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Every artifact with its MDS price and effect (basis points per attribute), whether the role on the Serverid server activated it, and the role’s total bonus; 404 without a role there',
          response: { 200: envelopeOf(artifactListSchema) },
        },
      },
      async (request) =>
        ok(request, await listArtifacts(ctx, request.user!.userId, requiredServerId(request))),
    );
    r.post(
      '/api/artifact/activate',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Activates an artifact for the role on the Serverid server (once per role), paying its MDS price; its effect adds to the role’s bonus. Needs an activated account and the game offline; answers the new list',
          body: activateArtifactBody,
          response: { 200: envelopeOf(artifactListSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await activateArtifact(
            ctx,
            request.user!.userId,
            requiredServerId(request),
            request.body.artifact_id,
          ),
        ),
    );
  };
}
