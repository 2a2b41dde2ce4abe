import {
  assetIdParams,
  buyBody,
  buyResultSchema,
  cancelResultSchema,
  feeSchema,
  sellBody,
  sellResultSchema,
} from '@yuanlong/shared/card';
import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  marketListQuery,
  marketPageSchema,
  marketSuggestionsSchema,
  marketSuggestQuery,
} from '@yuanlong/shared/market';
import { suggestionsFor } from '@yuanlong/shared/market-search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok, okJsonBytes, sendJsonBytes } from '../../http/envelope.ts';
import { withFastQuery } from '../../http/fast-validator.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { buyAsset } from './buy-service.ts';
import { fastMarketListQuery } from './list-query-fast.ts';
import { listMarketJson } from './list-service.ts';
import { cancelSale, sellAsset } from './sell-service.ts';

/** The fixed-price market: the list, selling, modifying, cancelling, buying, and the fee. */
export function marketRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = {
      preHandler: requireUser(db),
      schema: { tags: ['market'], security: [{ bearer: [] }] },
    };

    r.get(
      '/api/marketplace/list',
      {
        schema: {
          tags: ['market'],
          summary: 'Open listings, filtered and sorted, one keyset page at a time',
          description:
            'Price sorts and price bounds compare within one coin: without `coin` they use MDS (echoed as `coin`). Pass `next_cursor` as `cursor` for the next page with the same filters and sort.',
          querystring: marketListQuery,
          response: { 200: envelopeOf(marketPageSchema) },
        },
        // Players' plain queries skip zod's parse (~5% of the page's server CPU); the rest get it.
        validatorCompiler: withFastQuery(fastMarketListQuery),
      },
      // Answered as JSON PostgreSQL built: the listings' cards joined (list-service.ts),
      // from the page cache when it is on. The response schema documents it; tests check
      // answers against it.
      async (request, reply) => {
        // The key is made only when the cache is on (a JSON.stringify per request otherwise).
        const key = () => `${request.locale}:${JSON.stringify(request.query)}`;
        const body = await ctx.marketPages.get(key, async () =>
          okJsonBytes(request, await listMarketJson(ctx.textRows, request.query)),
        );
        return sendJsonBytes(reply, body);
      },
    );
    r.get(
      '/api/marketplace/suggest',
      {
        schema: {
          tags: ['market'],
          summary: 'Search suggestions as the player types',
          description:
            "Game names (in the reader's language) that contain the text in any of the three languages, or the token / asset number or seller address prefix the text is; each `q` is what to pass as `q` to /api/marketplace/list.",
          querystring: marketSuggestQuery,
          response: { 200: envelopeOf(marketSuggestionsSchema) },
        },
      },
      async (request) => ok(request, { items: suggestionsFor(request.query.q, request.locale) }),
    );
    r.get(
      '/api/level/fee',
      {
        schema: { tags: ['market'], summary: 'The sale fee rate', response: { 200: envelopeOf(feeSchema) } },
      },
      async (request) => ok(request, { fee_bps: ctx.settings.current().sale_fee_bps }),
    );
    r.post(
      '/api/card/sell/:id',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Lists a game asset of the Serverid role at a price in a coin; on a listed asset, modifies its price and coin',
          params: assetIdParams,
          body: sellBody,
          response: { 200: envelopeOf(sellResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await sellAsset(
            ctx,
            request.user!.userId,
            requiredServerId(request),
            request.params.id,
            request.body,
          ),
        ),
    );
    r.post(
      '/api/card/cancel/:id',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary: 'Takes a listed asset off the market',
          params: assetIdParams,
          response: { 200: envelopeOf(cancelResultSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await cancelSale(ctx, request.user!.userId, requiredServerId(request), request.params.id),
        ),
    );
    r.post(
      '/api/card/buy',
      {
        ...signedIn,
        schema: {
          ...signedIn.schema,
          summary:
            'Buys a listed asset at the confirmed price with the fund password by the buyer’s role on the asset’s server (Serverid must name it): that role pays and receives the asset; settles at once',
          body: buyBody,
          response: { 200: envelopeOf(buyResultSchema) },
        },
      },
      async (request) =>
        ok(request, await buyAsset(ctx, request.user!.userId, requiredServerId(request), request.body)),
    );
  };
}
