import {
  auctionDetailSchema,
  auctionIdParams,
  auctionListQuery,
  auctionPageSchema,
} from '@yuanlong/shared/auction';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok, okJsonBytes, sendJsonBytes } from '../../http/envelope.ts';
import { loadUser } from '../account/users.ts';
import { getAuction, listAccountAuctions, listAuctionsJson } from './service.ts';

/** NFT111 auctions as the chain watcher indexed them (public, read only: bids go to the contract). */
export function auctionRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/auctions',
      {
        schema: {
          tags: ['auction'],
          summary: 'NFT111 auctions, filtered, one keyset page at a time',
          description:
            'Without `state`: the open and the locked ones. `sort=locks_at` (default) puts the locked ones first, then the soonest to lock; `newest` the newest first; `price_asc`/`price_desc` by current price, within one coin (MDS unless `coin` is given). The market’s asset filters (`kind`, `camp`, `profession`, `grade`, `element`, `star`) match auctions of game assets only; `asset_id` gives the auction of one asset. Pass `next_cursor` as `cursor` for the next page with the same filters and sort.',
          querystring: auctionListQuery,
          response: { 200: envelopeOf(auctionPageSchema) },
        },
      },
      // Answered as the JSON PostgreSQL built (list-query.ts); the response schema documents
      // it, and the auction tests check answers against it.
      async (request, reply) => {
        const page = await listAuctionsJson(ctx.textRows, ctx.chain, ctx.clock(), request.query);
        return sendJsonBytes(reply, okJsonBytes(request, page));
      },
    );
    r.get(
      '/api/auctions/:id',
      {
        schema: {
          tags: ['auction'],
          summary:
            'One NFT111 auction (by the contract’s auction id): whether it is locked now, the minimum next bid, its bids newest first',
          params: auctionIdParams,
          response: { 200: envelopeOf(auctionDetailSchema) },
        },
      },
      async (request) => ok(request, await getAuction(ctx.db, ctx.chain, ctx.clock(), request.params.id)),
    );
    r.get(
      '/api/user/auctions',
      {
        preHandler: requireUser(ctx.db),
        schema: {
          tags: ['auction'],
          security: [{ bearer: [] }],
          summary:
            'The signed-in account’s auctions in any state, newest first (at most 100): those its wallet sells or has bid on',
          response: { 200: envelopeOf(auctionPageSchema) },
        },
      },
      async (request) => {
        const user = await loadUser(ctx.db, request.user!.userId);
        return ok(request, await listAccountAuctions(ctx.db, ctx.chain, ctx.clock(), user.address));
      },
    );
  };
}
