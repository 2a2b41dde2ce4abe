import { envelopeOf } from '@yuanlong/shared/envelope';
import { booksSchema, opsHealthSchema } from '@yuanlong/shared/operator-health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../operators/require-operator.ts';
import { books, type OpsSources, opsHealth } from './service.ts';

/** The console's books and health page (any operator). */
export function booksRoutes(ctx: ServiceContext, sources: OpsSources) {
  const { db, clock } = ctx;
  const viewer = { onRequest: requireOperator(db, clock, 'viewer') };
  const tags = ['operators'];
  const security = [{ bearer: [] }];
  const health = opsHealth(sources);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/admin/health',
      {
        ...viewer,
        schema: {
          tags,
          security,
          summary:
            'The chain watcher’s lag and last error, the payout wallet’s BNB and runway, the queue depths',
          response: { 200: envelopeOf(opsHealthSchema) },
        },
      },
      async (request) => ok(request, await health(clock())),
    );
    r.get(
      '/api/admin/books',
      {
        ...viewer,
        schema: {
          tags,
          security,
          summary:
            'Runs the reconciliation: balances against the ledger, the vault against what is owed, the game’s inventory',
          response: { 200: envelopeOf(booksSchema) },
        },
      },
      async (request) => ok(request, await books(sources, clock())),
    );
  };
}
