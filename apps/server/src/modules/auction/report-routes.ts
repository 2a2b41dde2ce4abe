import { auctionAssetParams, auctionReportBody, auctionReportSchema } from '@yuanlong/shared/auction-report';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { reportBid, reportClose, reportSell } from './report-service.ts';

const CHECKS =
  'The server reads the mined receipt itself: it must have succeeded, be sent from this account’s wallet and hold the Nft111 event named here; otherwise nothing changes. Reporting the same transaction again answers the same. The chain watcher finishes the change once the event is confirmed.';

/** What the web reports after sending an NFT111 transaction (spec: sellback, cancelback, buyback). */
export function auctionReportRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = {
      tags: ['auction'],
      security: [{ bearer: [] }],
      body: auctionReportBody,
      response: { 200: envelopeOf(auctionReportSchema) },
    };
    const preHandler = requireUser(ctx.db);
    r.post(
      '/api/card/sellback/:id',
      {
        preHandler,
        schema: {
          ...base,
          params: auctionAssetParams,
          summary:
            'Reports the createAuction transaction of this wallet asset: it shows “sale confirming” (status 4)',
          description: `AuctionCreated by this account for the asset’s collection and token. ${CHECKS}`,
        },
      },
      async (request) =>
        ok(request, await reportSell(ctx, request.user!.userId, request.params.id, request.body.tx_hash)),
    );
    r.post(
      '/api/card/cancelback/:id',
      {
        preHandler,
        schema: {
          ...base,
          params: auctionAssetParams,
          summary:
            'Reports the cancel (no bid yet) or withdrawNft (locked, by its holder) transaction of this asset’s auction: it shows “sale confirming” (status 4)',
          description: `AuctionCancelled, or NftWithdrawn by this account, moving the asset’s token out of the contract. ${CHECKS}`,
        },
      },
      async (request) =>
        ok(request, await reportClose(ctx, request.user!.userId, request.params.id, request.body.tx_hash)),
    );
    r.post(
      '/api/card/buyback',
      {
        preHandler,
        schema: {
          ...base,
          summary: 'Reports a bid (bid or bidToken): its auction shows it as pending until confirmed',
          description: `BidPlaced by this account. ${CHECKS}`,
        },
      },
      async (request) => ok(request, await reportBid(ctx, request.user!.userId, request.body.tx_hash)),
    );
  };
}
