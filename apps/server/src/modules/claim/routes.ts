import { claimBody, claimVoucherSchema } from '@yuanlong/shared/claim';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { claimAsset } from './service.ts';

/** Moving a game asset to the account's wallet: the claim (or card mint) voucher. */
export function claimRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = {
      tags: ['card'],
      security: [{ bearer: [] }],
      body: claimBody,
      response: { 200: envelopeOf(claimVoucherSchema) },
    };
    const handler = async (request: FastifyRequest & { body: { id: number } }) =>
      claimAsset(ctx, request.user!.userId, requiredServerId(request), request.body);
    r.post(
      '/api/card/claim',
      {
        preHandler: requireUser(ctx.db),
        schema: {
          ...schema,
          summary:
            'Moves a game asset to the account’s wallet: locks it and answers the signed vault voucher (claim_nft or mint_card) for the wallet to submit; asking again answers the same voucher',
        },
      },
      async (request) => ok(request, await handler(request)),
    );
    r.post(
      '/api/mint/card',
      {
        preHandler: requireUser(ctx.db),
        schema: {
          ...schema,
          summary:
            'The spec’s mint path: the same as /api/card/claim (a game-born card is minted as an NFT to the wallet)',
        },
      },
      async (request) => ok(request, await handler(request)),
    );
  };
}
