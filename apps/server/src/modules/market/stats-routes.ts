import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  type MarketStats,
  marketStatsSchema,
  type StatsHistory,
  statsHistoryQuery,
  statsHistorySchema,
} from '@yuanlong/shared/market-stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { createPageCache } from './page-cache.ts';
import { marketOwners, marketStats, marketStatsHistory } from './stats-service.ts';
import type { OwnersRow } from './stats-store.ts';

/** How many times longer than the rest of the stats the owners counts (a scan of every asset) are kept. */
const OWNERS_TTL_FACTOR = 12;

/**
 * The market's stats, public: the collections' figures and one collection's daily history, each
 * computed at most once per `cacheMs` on this instance (concurrent misses share one computation).
 */
export function marketStatsRoutes(ctx: ServiceContext, cacheMs: number) {
  const stats = createPageCache<MarketStats>(cacheMs);
  const owners = createPageCache<OwnersRow[]>(cacheMs * OWNERS_TTL_FACTOR);
  const history = createPageCache<StatsHistory>(cacheMs);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/marketplace/stats',
      {
        schema: {
          tags: ['market'],
          summary:
            'Every collection’s floor, listed count, owners, and sales and volume over 24 h, 7 d and 30 d',
          description:
            'Collections: the whole market, each asset kind, and each card kind by grade group. Floors and volumes are per coin; each window comes with the window of the same length before it.',
          response: { 200: envelopeOf(marketStatsSchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await stats.get('all', async () =>
            marketStats(
              ctx.db,
              ctx.chain.chainId,
              ctx.clock(),
              await owners.get('all', () => marketOwners(ctx.db)),
            ),
          ),
        ),
    );
    r.get(
      '/api/marketplace/stats/history',
      {
        schema: {
          tags: ['market'],
          summary: 'One collection’s sales and volume per UTC day',
          description: 'Without `kind` every kind; `grade` is a grade group (1–5) as in the market’s filter.',
          querystring: statsHistoryQuery,
          response: { 200: envelopeOf(statsHistorySchema) },
        },
      },
      async (request) =>
        ok(
          request,
          await history.get(JSON.stringify(request.query), () =>
            marketStatsHistory(ctx.db, ctx.chain.chainId, ctx.clock(), request.query),
          ),
        ),
    );
  };
}
