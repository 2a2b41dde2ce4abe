import { z } from 'zod';
import { ASSET_KINDS, type AssetKindName, GRADE_GROUPS, STAR_MAX, STAR_MIN } from './catalogue.ts';
import { COINS, type Coin } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { MARKET_SEARCH_MAX, MARKET_SUGGESTIONS_MAX } from './market-search.ts';
import { baseUnits } from './user.ts';

/*
 * GET /api/marketplace/list: the fixed-price market, filtered and sorted, one keyset page
 * at a time. The web's URL parameters val1–val6 map onto this query (see market-url.ts).
 */

export const MARKET_SORTS = ['latest', 'price_asc', 'price_desc'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const MARKET_PAGE_DEFAULT = 30;
export const MARKET_PAGE_MAX = 60;

/**
 * Prices are only comparable within one coin (coins differ in value and decimals). A query
 * that sorts or filters by price without naming a coin gets this one, echoed as `coin`.
 */
export const MARKET_DEFAULT_COIN: Coin = 'MDS';

export const ASSET_KIND_NAMES = Object.keys(ASSET_KINDS) as AssetKindName[];

/** A filter code where "" and 0 mean "all" (as the web's val parameters send them). */
export const filterCode = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === '0' || v === 0 ? undefined : v),
    z.coerce.number().int().min(min).max(max).optional(),
  );

/** A price bound in base units of the coin. */
const priceBound = lazySchema(() => baseUnits.max(78).optional());

/** The asset filters of the market's list, which the auction list takes too, and the coin prices are in. */
export const assetFilterFields = {
  /** Asset kind by name; absent: every kind. */
  kind: lazySchema(() => z.enum(ASSET_KIND_NAMES).optional()),
  camp: lazySchema(() => filterCode(1, 5)),
  profession: lazySchema(() => filterCode(1, 4)),
  /** Grade group 1–5: grades 1~5, 6~10, 11~15, 16~20, 21~24. */
  grade: lazySchema(() => filterCode(1, Object.keys(GRADE_GROUPS).length)),
  /** Element of the asset's main skill: 1 fire, 2 ice, 3 wind, 4 light, 5 dark. */
  element: lazySchema(() => filterCode(1, 5)),
  star: lazySchema(() => filterCode(STAR_MIN, STAR_MAX)),
  coin: lazySchema(() => z.enum(COINS).optional()),
};

export const marketListQuery = lazySchema(() =>
  z.object({
    ...assetFilterFields,
    price_min: priceBound,
    price_max: priceBound,
    sort: z.enum(MARKET_SORTS).default('latest'),
    /** Search: a name in any language, a token or asset number, or a seller address prefix (market-search.ts). */
    q: z.string().trim().max(MARKET_SEARCH_MAX).optional(),
    /** Opaque: the `next_cursor` of the previous page, for the same filters and sort. */
    cursor: z.string().max(200).optional(),
    size: z.coerce.number().int().min(1).max(MARKET_PAGE_MAX).default(MARKET_PAGE_DEFAULT),
  }),
);
export type MarketListQuery = z.infer<typeof marketListQuery>;
/** The query as a client writes it (everything optional). */
export type MarketListParams = z.input<typeof marketListQuery>;

/** One listed asset in the market. */
export const marketItemSchema = lazySchema(() =>
  z.object({
    listing_id: z.number().int(),
    /** The asset's id: the `id` of /api/card/{id} and /cardDetail?id=. */
    id: z.number().int(),
    kind: z.number().int(),
    token_id: baseUnits.nullable(),
    name: z.string(),
    grade: z.number().int().nullable(),
    camp: z.number().int().nullable(),
    profession: z.number().int().nullable(),
    element: z.number().int().nullable(),
    star: z.number().int().nullable(),
    level: z.number().int(),
    power: z.number().int(),
    stage: z.number().int().nullable(),
    strength: z.number().int().nullable(),
    price: baseUnits,
    coin: z.enum(COINS),
    /** Seller's address, shortened (first 5 and last 4 characters). */
    seller: z.string(),
    listed_at: z.string(),
    /** The game server the asset is on: a purchase is made by the buyer's role there. */
    server_id: z.number().int(),
  }),
);
export type MarketItem = z.infer<typeof marketItemSchema>;

export const marketPageSchema = lazySchema(() =>
  z.object({
    items: z.array(marketItemSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
    /** The coin the page is limited to (asked for, or the default for price sorts and filters). */
    coin: z.enum(COINS).nullable(),
  }),
);
export type MarketPage = z.infer<typeof marketPageSchema>;

/** GET /api/marketplace/suggest: what the search field offers as the player types. */
export const marketSuggestQuery = lazySchema(() => z.object({ q: z.string().max(MARKET_SEARCH_MAX) }));
export const marketSuggestionsSchema = lazySchema(() =>
  z.object({
    items: z
      .array(
        z.object({
          by: z.enum(['number', 'seller', 'name']),
          q: z.string(),
          label: z.string().optional(),
        }),
      )
      .max(MARKET_SUGGESTIONS_MAX),
  }),
);
