import { activationReportBody, activationSchema } from '@yuanlong/shared/activation';
import { envelopeOf } from '@yuanlong/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { getActivation, reportActivationTx } from './service.ts';

/** Account activation (1 MDV): progress for the page, and the transaction the page sent. */
export function activationRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx.db), schema: { tags: ['user'], security: [{ bearer: [] }] } };
    r.get(
      '/api/user/activation',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Activation state (not_activated, activating with confirmations n of N, activated) and what to pay',
          response: { 200: envelopeOf(activationSchema) },
        },
      },
      async (request) => ok(request, await getActivation(ctx, request.user!.userId)),
    );
    r.post(
      '/api/user/activation',
      {
        ...auth,
        schema: {
          ...auth.schema,
          summary:
            'Reports the activate(account) transaction the wallet sent; the server checks it on the chain',
          body: activationReportBody,
          response: { 200: envelopeOf(activationSchema) },
        },
      },
      async (request) =>
        ok(request, await reportActivationTx(ctx, request.user!.userId, request.body.tx_hash)),
    );
  };
}
