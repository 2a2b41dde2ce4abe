import { envelopeOf } from '@yuanlong/shared/envelope';
import { withdrawalSchema, withdrawalsSchema, withdrawBody } from '@yuanlong/shared/withdraw';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requiredServerId } from '../../http/request-context.ts';
import { listWithdrawals, requestWithdrawal } from './service.ts';

/** Withdrawing coins from the game to the account's wallet: the request and the list. */
export function withdrawRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db), schema: { tags: ['user'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/withdrawals',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'The latest withdrawals (queued, sent with confirmations n of N, paid, failed), the minimums and when the next is allowed',
          response: { 200: envelopeOf(withdrawalsSchema) },
        },
      },
      async (request) => ok(request, await listWithdrawals(ctx, request.user!.userId)),
    );
    r.post(
      '/api/user/withdraw',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Withdraws coins from the game to the account’s wallet (once per 24 hours, above the minimum, with the fund password); queued for payout',
          body: withdrawBody,
          response: { 200: envelopeOf(withdrawalSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await requestWithdrawal(ctx, request.user!.userId, requiredServerId(request), request.body),
        ),
    );
  };
}
