import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  createPlayerBody,
  createPlayerParams,
  createPlayerResultSchema,
  playersSchema,
} from '@yuanlong/shared/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { createPlayer, listPlayers } from './service.ts';

/** Roles per game server: the user's list and creating one. */
export function playerRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(db), schema: { tags: ['user'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/players',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary: 'The user’s roles, one per game server at most, with the servers’ names',
          response: { 200: envelopeOf(playersSchema) },
        },
      },
      async (request) => ok(request, await listPlayers(db, request.user!.userId)),
    );
    r.post(
      '/api/user/create_player/:server_id',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Creates the user’s role on an open server (one per server, name unique on the server); the current server becomes it when there was none',
          params: createPlayerParams,
          body: createPlayerBody.nullish(),
          response: { 200: envelopeOf(createPlayerResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await createPlayer(db, request.user!.userId, request.params.server_id, request.body?.name),
        ),
    );
  };
}
