import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  cardBusinessBody,
  cardBusinessSchema,
  collectBody,
  messageStateSchema,
} from '@yuanlong/shared/inbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { cardBusiness } from './card-business.ts';
import { collectMessages, messageState } from './messages.ts';

/** The player's messages (activity entries collected as read) and card business summary. */
export function inboxRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db) };
    const security = [{ bearer: [] }];
    r.get(
      '/api/message/collect',
      {
        ...auth,
        schema: {
          tags: ['user'],
          security,
          summary: 'How many messages (activity entries) are new, and up to which one they are collected',
          response: { 200: envelopeOf(messageStateSchema) },
        },
      },
      async (request) => ok(request, await messageState(ctx, request.user!.userId)),
    );
    r.post(
      '/api/message/collect',
      {
        ...auth,
        schema: {
          tags: ['user'],
          security,
          summary:
            'Collects (marks read) the messages up to activity entry `up_to_id` (one of the user’s, else 404); never moves back',
          body: collectBody,
          response: { 200: envelopeOf(messageStateSchema) },
        },
      },
      async (request) => ok(request, await collectMessages(ctx, request.user!.userId, request.body)),
    );
    r.post(
      '/api/user/card/business',
      {
        ...auth,
        schema: {
          tags: ['user'],
          security,
          summary:
            'The user’s market business per coin: bought (count, spent), sold (count, sales, fees, received), net, open listings; for one asset with `id`',
          body: cardBusinessBody,
          response: { 200: envelopeOf(cardBusinessSchema) },
        },
      },
      async (request) => ok(request, await cardBusiness(ctx, request.user!.userId, request.body ?? {})),
    );
  };
}
