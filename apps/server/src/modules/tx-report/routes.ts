import { envelopeOf } from '@yuanlong/shared/envelope';
import { assetTxBody, type CoinVariant, chargeBody, txReportSchema } from '@yuanlong/shared/tx-report';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { reportClaim, reportCoinDeposit, reportNftDeposit } from './service.ts';

const CHECKS =
  'The server reads the receipt itself (a GameVault event of this kind, for this account); it credits or moves nothing: the chain watcher does once the event is confirmed. Reporting again answers the same. Errors: 400 not this kind of transaction, 403 another account’s, 404 not on the chain, 409 pending, reverted, or another coin/asset.';

const CHARGES: { url: string; variant: CoinVariant; what: string }[] = [
  {
    url: '/api/user/charge',
    variant: 'main',
    what: 'a deposit of a game coin (MDS, MDV, META, HFH, ENFT: `depositCoin`)',
  },
  { url: '/api/user/charge2', variant: 'native', what: 'a BNB deposit (`depositNative`)' },
  { url: '/api/user/bgg/charge', variant: 'bgg', what: 'a deposit of the second game’s (BGG) coin, HFH' },
];

/** Transactions the web hands over so a deposit, claim or mint shows at once (see shared tx-report.ts). */
export function txReportRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = {
      preHandler: requireUser(ctx.db),
      schema: { security: [{ bearer: [] }], response: { 200: envelopeOf(txReportSchema) } },
    };
    for (const { url, variant, what } of CHARGES) {
      r.post(
        url,
        {
          ...base,
          schema: {
            ...base.schema,
            tags: ['user'],
            summary: `Reports ${what} sent to the GameVault, so the balance shows it as depositing with its confirmations. ${CHECKS}`,
            body: chargeBody,
          },
        },
        async (request) =>
          ok(request, await reportCoinDeposit(ctx, request.user!.userId, variant, request.body)),
      );
    }
    r.post(
      '/api/card/deposit',
      {
        ...base,
        schema: {
          ...base.schema,
          tags: ['card'],
          summary: `Reports an NFT deposit (wallet → game: \`depositNft\` or a safe transfer to the GameVault), so the asset shows "depositing" at once. ${CHECKS}`,
          body: assetTxBody,
        },
      },
      async (request) => ok(request, await reportNftDeposit(ctx, request.user!.userId, request.body)),
    );
    r.post(
      '/api/mint/callback',
      {
        ...base,
        schema: {
          ...base.schema,
          tags: ['card'],
          summary: `Reports the claim or card mint (\`claimNft\`, \`mintCard\`) the wallet submitted with a voucher of /api/card/claim or /api/mint/card, so the asset shows "on chain" at once. ${CHECKS}`,
          body: assetTxBody,
        },
      },
      async (request) => ok(request, await reportClaim(ctx, request.user!.userId, request.body)),
    );
  };
}
