import { envelopeOf } from '@yuanlong/shared/envelope';
import { booksChecksSchema, booksSchema, opsHealthSchema } from '@yuanlong/shared/operator-health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../operators/require-operator.ts';
import type { BooksRuns } from './checks.ts';
import { type OpsSources, opsHealth } from './service.ts';

/** The console's books and health page (any operator). */
export function booksRoutes(ctx: ServiceContext, sources: OpsSources, runs: BooksRuns) {
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
            'Runs the reconciliation (recorded): balances against the ledger, the vault against what is owed, the game’s inventory; asked while a run is going, answers that run’s report',
          response: { 200: envelopeOf(booksSchema) },
        },
      },
      async (request) => ok(request, await runs.run('operator')),
    );
    r.get(
      '/api/admin/books/checks',
      {
        ...viewer,
        schema: {
          tags,
          security,
          summary:
            'The reconciliation’s schedule, its latest recorded report and its recent runs, newest first',
          response: { 200: envelopeOf(booksChecksSchema) },
        },
      },
      async (request) => ok(request, await runs.recent()),
    );
  };
}
