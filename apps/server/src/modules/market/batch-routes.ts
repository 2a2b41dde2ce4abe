import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  bulkCancelBody,
  bulkCancelResultSchema,
  bulkSellBody,
  bulkSellResultSchema,
  cartBuyBody,
  cartBuyResultSchema,
} from '@yuanlong/shared/market-batch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { cancelMany, sellMany } from './bulk-service.ts';
import { buyCart } from './cart-service.ts';

/** The cart (several purchases, one fund password) and bulk listing and cancelling. */
export function marketBatchRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = {
      preHandler: requireUser(db),
      schema: { tags: ['market'], security: [{ bearer: [] }] },
    };
    r.post(
      '/api/marketplace/cart/buy',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'Buys several listings with one fund password; each item succeeds or fails on its own',
          description:
            'Items are bought in order, each at the price and coin the buyer saw, with the rules and messages of /api/card/buy. A failed item changes nothing. The fund password is checked once (not at all when no item can be bought); wrong or locked, it refuses the whole request.',
          body: cartBuyBody,
          response: { 200: envelopeOf(cartBuyResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await buyCart(ctx, request.user!.userId, requiredServerId(request), request.body, request.locale),
        ),
    );
    r.post(
      '/api/marketplace/bulk/sell',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'Lists (or re-prices) several game assets; each as /api/card/sell/{id}, reported per item',
          body: bulkSellBody,
          response: { 200: envelopeOf(bulkSellResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await sellMany(ctx, request.user!.userId, requiredServerId(request), request.body, request.locale),
        ),
    );
    r.post(
      '/api/marketplace/bulk/cancel',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'Takes several listings off the market; each as /api/card/cancel/{id}, reported per item',
          body: bulkCancelBody,
          response: { 200: envelopeOf(bulkCancelResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await cancelMany(
            ctx,
            request.user!.userId,
            requiredServerId(request),
            request.body,
            request.locale,
          ),
        ),
    );
  };
}
