import type { Coin } from '@yuanlong/shared/coins';
import { envelopeOf } from '@yuanlong/shared/envelope';
import { BGG_COIN, fixedCoinWithdrawBody } from '@yuanlong/shared/tx-report';
import { withdrawalSchema } from '@yuanlong/shared/withdraw';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { requestWithdrawal } from './service.ts';

const VARIANTS: { url: string; coin: Coin; what: string }[] = [
  { url: '/api/user/withdraw2', coin: 'BNB', what: 'BNB, the chain’s own coin' },
  { url: '/api/user/bgg/withdraw', coin: BGG_COIN, what: `the second game’s (BGG) coin, ${BGG_COIN}` },
];

/**
 * The spec's other withdrawal paths: the same withdrawal as /api/user/withdraw (one ledger, one
 * queue, the same once-per-24-hours rule across all coins and the same minimums) with the coin
 * fixed by the path.
 */
export function withdrawVariantRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const { url, coin, what } of VARIANTS) {
      r.post(
        url,
        {
          preHandler: requireUser(ctx.db),
          schema: {
            tags: ['user'],
            security: [{ bearer: [] }],
            summary: `Withdraws ${what} from the game to the account’s wallet: /api/user/withdraw with the coin fixed (a different \`coin\` in the body is refused)`,
            body: fixedCoinWithdrawBody,
            response: { 200: envelopeOf(withdrawalSchema) },
          },
        },
        async (request) => {
          if (request.body.coin && request.body.coin !== coin) {
            throw new AppError('invalidInput', 'wrongCoinForPath', { coin });
          }
          const { amount, pay_password } = request.body;
          return ok(
            request,
            await requestWithdrawal(ctx, request.user!.userId, requiredServerId(request), {
              coin,
              amount,
              pay_password,
            }),
          );
        },
      );
    }
  };
}
