import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money, serialId, uint256 } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { assetRef } from './schema-catalogue.ts';
import { serverRef } from './schema-site.ts';

/**
 * Fixed-price listings. A row stays after it ends (5 cancelled, 51 bought). The asset's
 * classification and display fields are copied in at listing time (a listed asset cannot
 * change in the game), so a market page is answered from the partial indexes over open
 * listings (status 1) and the listing rows alone.
 */
export const listings = pgTable(
  'listings',
  {
    id: serialId(),
    assetId: assetRef('asset_id').notNull(),
    sellerId: userRef('seller_id').notNull(),
    /** The game server of the asset (and so of the seller's role that listed it). */
    serverId: serverRef('server_id').notNull(),
    status: smallint('status').notNull().default(1),
    coin: text('coin').notNull(),
    price: money('price').notNull(),
    kind: smallint('kind').notNull(),
    camp: smallint('camp'),
    profession: smallint('profession'),
    grade: smallint('grade'),
    element: smallint('element'),
    star: smallint('star'),
    gradeGroup: smallint('grade_group'),
    // What a market page shows, copied at listing time too, so a page reads listings only.
    name: text('name').notNull(),
    tokenId: uint256('token_id'),
    level: smallint('level').notNull(),
    power: integer('power').notNull(),
    stage: smallint('stage'),
    strength: smallint('strength'),
    sellerAddress: text('seller_address').notNull().default(''),
    /**
     * The listing as a market page item (MarketItem's JSON, keys in its order), built by
     * PostgreSQL whenever the row is written (market_card(), migrations 0015 and 0037): a page is the
     * cards of its rows joined, read from the open-listing indexes alone, never serialized per
     * request.
     */
    card: text('card').generatedAlwaysAs(
      sql`market_card(id, asset_id, kind, token_id, name, grade, camp, profession, element, star, level, power, stage, strength, price, coin, seller_address, listed_at, server_id)`,
    ),
    /** The facets above as a bitmask and as tokens (market/facets.ts), for the market's filters. */
    mask: integer('mask').notNull(),
    facets: smallint('facets').array().notNull(),
    listedAt: at('listed_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
    buyerId: userRef('buyer_id'),
    fee: money('fee'),
  },
  (t) => {
    const open = sql`${t.status} = 1`;
    // Partial indexes over open listings, one per page order, each carrying every filter column
    // after its keys so filters are checked inside the index while it is walked in page order,
    // and then the price and the card: a page is one index-only scan, no table row is read (the
    // card is a key column only because drizzle has no INCLUDE; the unique id before it means
    // it is never compared). Price pages are within one coin. Kind, grade and star drive prices
    // (a rare grade would only be met at one end of the price order), so they lead price
    // indexes of their own, and grade + star lead one more (their combinations are very uneven:
    // extended statistics in a migration tell the planner). Rare combinations are found through
    // the GIN index on the facet tokens.
    const rest = [t.mask, t.gradeGroup, t.star, t.facets] as const;
    return [
      uniqueIndex('listings_one_open_idx').on(t.assetId).where(open),
      index('listings_open_latest_idx')
        .on(t.id, ...rest, t.price, t.card)
        .where(open),
      index('listings_open_coin_latest_idx')
        .on(t.coin, t.id, t.price, ...rest, t.card)
        .where(open),
      index('listings_open_coin_price_idx')
        .on(t.coin, t.price, t.id, ...rest, t.card)
        .where(open),
      index('listings_open_grade_price_idx')
        .on(t.coin, t.gradeGroup, t.price, t.id, t.mask, t.star, t.facets, t.card)
        .where(open),
      index('listings_open_kind_price_idx')
        .on(t.coin, t.kind, t.price, t.id, ...rest, t.card)
        .where(open),
      index('listings_open_star_price_idx')
        .on(t.coin, t.star, t.price, t.id, t.mask, t.gradeGroup, t.facets, t.card)
        .where(open),
      index('listings_open_grade_star_idx')
        .on(t.gradeGroup, t.star, t.id, t.mask, t.facets, t.kind, t.price, t.card)
        .where(open),
      // The market's search (list-query.ts): by name, by token number, by a seller's address prefix.
      index('listings_open_name_idx').on(t.name, t.id).where(open),
      index('listings_open_token_idx').on(t.tokenId).where(open),
      index('listings_open_seller_idx').on(t.sellerAddress.op('text_pattern_ops'), t.id).where(open),
      index('listings_open_facets_idx').using('gin', t.facets).with({ fastupdate: 'off' }).where(open),
      index('listings_seller_idx').on(t.sellerId, t.id),
      check('listings_price_ck', sql`${t.price} > 0`),
      check('listings_status_ck', sql`${t.status} in (1, 5, 51)`),
    ];
  },
);

/** Activity entries (spec section 3 fields); types in packages/shared activities.ts. */
export const activities = pgTable(
  'activities',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    type: smallint('type').notNull(),
    assetsId: bigint('assets_id', { mode: 'number' }),
    kind: smallint('kind'),
    amount: money('amount'),
    twoAmount: money('two_amount'),
    fee: money('fee'),
    coin: text('coin'),
    tokenId: uint256('token_id'),
    nftName: text('nft_name').notNull().default(''),
    twoUserId: userRef('two_user_id'),
    twoAddress: text('two_address').notNull().default(''),
    indexId: bigint('index_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /**
     * The entry as a feed item (Activity's JSON) from `assets_id` on, written by PostgreSQL with
     * the row (activity_item_tail(), migration 0025): a page adds id, type and the type's name in
     * the reader's language before it (modules/activity/feed.ts), nothing is serialized per request.
     */
    itemTail: text('item_tail').generatedAlwaysAs(
      sql`activity_item_tail(assets_id, amount, two_amount, fee, coin, token_id, nft_name, two_user_id, two_address, index_id, kind, created_at)`,
    ),
  },
  (t) => [index('activities_user_idx').on(t.userId, t.id)],
);
