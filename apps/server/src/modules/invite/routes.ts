import { envelopeOf } from '@yuanlong/shared/envelope';
import { inviteListQuery, inviteListSchema } from '@yuanlong/shared/invite';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { inviteList } from './service.ts';

/** The invitee list of the invite page. */
export function inviteRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/user/invite_list',
      {
        preHandler: requireUser(ctx.db),
        schema: {
          tags: ['invite'],
          security: [{ bearer: [] }],
          summary: 'The user’s direct invitees, newest first, paged',
          description:
            'Each invitee: user id, nickname or masked address (first 5 and last 4 characters), join time, state (0 = state0 not activated, 1 = state1 activated) and activation time. `total` and `activated` count all pages.',
          querystring: inviteListQuery,
          response: { 200: envelopeOf(inviteListSchema) },
        },
      },
      async (request) =>
        ok(request, await inviteList(ctx.db, request.user!.userId, request.query.page, request.query.limit)),
    );
  };
}
