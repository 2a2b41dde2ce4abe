import { envelopeOf } from '@yuanlong/shared/envelope';
import { addOperatorBody, newOperatorSchema } from '@yuanlong/shared/operators';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { addOperator } from './service.ts';

/**
 * On the local dev chain only (like the dev mailbox): adds an operator as `npm run operator:add`
 * does, for browser tests and demos while the server holds the embedded database. Audited as
 * "development".
 */
export function devOperatorRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/dev/operators',
      {
        schema: {
          tags: ['dev'],
          summary: 'Local dev chain only: adds an operator and answers their password and authenticator key',
          body: addOperatorBody,
          response: { 200: envelopeOf(newOperatorSchema) },
        },
      },
      async (request) =>
        ok(request, await addOperator(db, request.body, { operatorId: null, ip: 'development' })),
    );
  };
}
