import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, money, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { assets } from './schema-catalogue.ts';

/**
 * Assets a user follows (modules/watchlist): an alert when the asset is listed, repriced at or
 * below `below_price` in `coin` (both null: listed at any price; repricing then tells nothing),
 * or put up for auction. An asset the game consumes takes its followers' rows with it.
 */
export const watchedAssets = pgTable(
  'watched_assets',
  {
    userId: userRef('user_id').notNull(),
    assetId: bigint('asset_id', { mode: 'number' })
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    belowPrice: money('below_price'),
    coin: text('coin'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.assetId] }),
    // Who follows an asset: read where each listing, price change and auction is written.
    index('watched_assets_asset_idx').on(t.assetId),
    check(
      'watched_assets_price_ck',
      sql`${t.belowPrice} is null or (${t.belowPrice} > 0 and ${t.coin} is not null)`,
    ),
  ],
);

/**
 * Market searches a user saved: the market's asset filters as codes (null = any; `grade_group`
 * as the market's grade filter), optionally one coin and a price at or below which a new
 * listing alerts. Matched in SQL against each new listing (modules/watchlist/match.ts); at most
 * SAVED_SEARCHES_MAX per user.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    name: text('name').notNull(),
    kind: smallint('kind'),
    camp: smallint('camp'),
    profession: smallint('profession'),
    gradeGroup: smallint('grade_group'),
    element: smallint('element'),
    star: smallint('star'),
    coin: text('coin'),
    belowPrice: money('below_price'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    // A new listing meets only the searches of its kind or of any kind (a bitmap OR of two ranges).
    index('saved_searches_kind_idx').on(t.kind),
    check(
      'saved_searches_price_ck',
      sql`${t.belowPrice} is null or (${t.belowPrice} > 0 and ${t.coin} is not null)`,
    ),
  ],
);
