import { z } from 'zod';
import { GRADE_GROUPS } from './catalogue.ts';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { ASSET_KIND_NAMES, filterCode } from './market.ts';
import { baseUnits } from './user.ts';

/*
 * GET /api/marketplace/stats and /api/marketplace/stats/history: the market's collections (each
 * asset kind, and each card kind by the grade filter's groups) with their floor, listed count,
 * owners, and sales and volume over rolling windows. A sale is a market purchase, a cart's item,
 * an accepted offer, or an NFT111 auction that locked with a winning bid (at its lock time).
 */

/** The rolling windows of sales and volume, each compared with the window just before it. */
export const STATS_PERIODS = ['24h', '7d', '30d'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_PERIOD_HOURS: Record<StatsPeriod, number> = { '24h': 24, '7d': 168, '30d': 720 };

/** Days a history may cover, and its default. */
export const STATS_HISTORY_DAYS_MAX = 90;
export const STATS_HISTORY_DAYS_DEFAULT = 30;

const coin = lazySchema(() => z.enum(COINS));
const kindName = lazySchema(() => z.enum(ASSET_KIND_NAMES));

/** A collection: a kind (null: the whole market) and a grade group (null: every grade). */
const collectionFields = {
  kind: lazySchema(() => kindName.nullable()),
  grade: lazySchema(() => z.number().int().nullable()),
};

export const statsPeriodSchema = lazySchema(() =>
  z.object({
    period: z.enum(STATS_PERIODS),
    sales: z.number().int(),
    /** Sales in the window of the same length just before. */
    sales_before: z.number().int(),
    /** Per coin (prices of different coins do not add up): this window's and the one before's. */
    volume: z.array(z.object({ coin, amount: baseUnits, before: baseUnits })),
  }),
);
export type StatsPeriodFigures = z.infer<typeof statsPeriodSchema>;

export const collectionStatsSchema = lazySchema(() =>
  z.object({
    ...collectionFields,
    /** Open fixed-price listings. */
    listed: z.number().int(),
    /** Distinct users holding at least one asset of the collection (wallet, game or auction). */
    owners: z.number().int(),
    /** The lowest open listing's price per coin, for each coin it is listed in. */
    floor: z.array(z.object({ coin, price: baseUnits })),
    periods: z.array(statsPeriodSchema),
  }),
);
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

export const marketStatsSchema = lazySchema(() =>
  z.object({
    /** The time the figures were computed (they are cached briefly). */
    as_of: z.string(),
    /** The whole market first, then each kind followed by its grade groups (card kinds). */
    collections: z.array(collectionStatsSchema),
  }),
);
export type MarketStats = z.infer<typeof marketStatsSchema>;

export const statsHistoryQuery = lazySchema(() =>
  z.object({
    kind: kindName.optional(),
    grade: filterCode(1, Object.keys(GRADE_GROUPS).length),
    days: z.coerce.number().int().min(1).max(STATS_HISTORY_DAYS_MAX).default(STATS_HISTORY_DAYS_DEFAULT),
  }),
);
export type StatsHistoryQuery = z.infer<typeof statsHistoryQuery>;

export const statsHistorySchema = lazySchema(() =>
  z.object({
    ...collectionFields,
    /** One entry per UTC day, oldest first, the last one today (days without sales included). */
    days: z.array(
      z.object({
        day: z.string(),
        sales: z.number().int(),
        volume: z.array(z.object({ coin, amount: baseUnits })),
      }),
    ),
  }),
);
export type StatsHistory = z.infer<typeof statsHistorySchema>;
