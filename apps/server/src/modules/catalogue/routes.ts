import { assetIdParams, cardDetailSchema } from '@yuanlong/shared/card';
import { envelopeOf } from '@yuanlong/shared/envelope';
import { myCardsQuery, myDragonsQuery, ownedPageSchema } from '@yuanlong/shared/my-assets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { getAssetDetail } from './detail-service.ts';
import { listMyCards, listMyDragons } from './my-assets-service.ts';

/** Asset detail pages (public) and the signed-in user's assets. */
export function catalogueRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = {
      preHandler: requireUser(db),
      schema: { tags: ['assets'], security: [{ bearer: [] }] },
    };
    const detail = envelopeOf(cardDetailSchema);

    r.get(
      '/api/card/:id',
      {
        schema: {
          tags: ['assets'],
          summary: 'Detail of any asset (card, equipment, pet, spirit stone or dragon): /cardDetail',
          params: assetIdParams,
          response: { 200: detail },
        },
      },
      async (request) => ok(request, await getAssetDetail(db, request.params.id)),
    );
    r.get(
      '/api/user/dragons/:id',
      {
        schema: {
          tags: ['assets'],
          summary: 'Detail of a dragon (public, for /dragonDetail); 404 for other kinds',
          params: assetIdParams,
          response: { 200: detail },
        },
      },
      async (request) => ok(request, await getAssetDetail(db, request.params.id, 'dragon')),
    );
    r.get(
      '/api/user/dragons',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'My dragons of the Serverid role (in its game, or in my wallet or auctions), newest first',
          querystring: myDragonsQuery,
          response: { 200: envelopeOf(ownedPageSchema) },
        },
      },
      async (request) =>
        ok(request, await listMyDragons(db, request.user!.userId, requiredServerId(request), request.query)),
    );
    r.get(
      '/api/user/card/list',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'My hero cards, equipment, pets and spirit stones with status, of the Serverid role (in its game, or in my wallet or auctions), newest first',
          querystring: myCardsQuery,
          response: { 200: envelopeOf(ownedPageSchema) },
        },
      },
      async (request) =>
        ok(request, await listMyCards(db, request.user!.userId, requiredServerId(request), request.query)),
    );
  };
}
