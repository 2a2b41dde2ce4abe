import { assetHistoryQuery, assetHistorySchema } from '@yuanlong/shared/asset-history';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { getAssetHistory } from './service.ts';

/** The history of one asset (public, like its detail page). */
export function assetHistoryRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/assets/history',
      {
        schema: {
          tags: ['assets'],
          summary:
            'Every move and trade of one asset, newest first (at most 100): created, sold, listed, unlisted, repriced, deposited to the game, claimed or minted to the wallet, NFT111 auction created, bids, cancelled, withdrawn; with the move under way its owner reported (`transit`)',
          querystring: assetHistoryQuery,
          response: { 200: envelopeOf(assetHistorySchema) },
        },
      },
      async (request) => ok(request, await getAssetHistory(ctx, request.query.id)),
    );
  };
}
