import { assetIdParams } from '@yuanlong/shared/card';
import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  acceptOfferBody,
  acceptResultSchema,
  assetOffersSchema,
  makeOfferBody,
  myOffersSchema,
  offerIdParams,
  offerSchema,
  portfolioSchema,
} from '@yuanlong/shared/offers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { acceptOffer } from './accept-service.ts';
import { assetOffers, myOffers } from './list-service.ts';
import { cancelOffer, makeOffer } from './make-service.ts';
import { portfolioOf } from './portfolio.ts';

/** Offers on assets and collections: make, cancel, accept, and the lists. */
export function offerRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = {
      preHandler: requireUser(db),
      schema: { tags: ['offers'], security: [{ bearer: [] }] },
    };

    r.post(
      '/api/offers',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Offers a price on a game asset or on a collection filter; the amount is frozen, with the fund password',
          body: makeOfferBody,
          response: { 200: envelopeOf(offerSchema) },
        },
      },
      async (request) =>
        ok(request, await makeOffer(ctx, request.user!.userId, requiredServerId(request), request.body)),
    );
    r.post(
      '/api/offers/:id/cancel',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: "Cancels the caller's open offer; its amount is available again",
          params: offerIdParams,
          response: { 200: envelopeOf(offerSchema) },
        },
      },
      async (request) => ok(request, await cancelOffer(ctx, request.user!.userId, request.params.id)),
    );
    r.post(
      '/api/offers/:id/accept',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Sells the offer’s asset (or, for a collection offer, the named matching asset) to the offerer',
          params: offerIdParams,
          body: acceptOfferBody,
          response: { 200: envelopeOf(acceptResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await acceptOffer(
            ctx,
            request.user!.userId,
            requiredServerId(request),
            request.params.id,
            request.body ?? {},
          ),
        ),
    );
    r.get(
      '/api/offers/asset/:id',
      {
        preHandler: optionalUser(db),
        schema: {
          tags: ['offers'],
          summary: 'Open offers an asset can be sold to: on it, and the collection offers it matches',
          params: assetIdParams,
          response: { 200: envelopeOf(assetOffersSchema) },
        },
      },
      async (request) => ok(request, await assetOffers(ctx, request.params.id, request.user?.userId)),
    );
    r.get(
      '/api/user/offers',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'Offers the user made, and the open offers they can accept',
          response: { 200: envelopeOf(myOffersSchema) },
        },
      },
      async (request) => ok(request, await myOffers(ctx, request.user!.userId)),
    );
    r.get(
      '/api/user/portfolio',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'The account’s listings, open auctions, and per collection held, floor, last sale and value',
          response: { 200: envelopeOf(portfolioSchema) },
        },
      },
      async (request) => ok(request, await portfolioOf(ctx, request.user!.userId)),
    );
  };
}
