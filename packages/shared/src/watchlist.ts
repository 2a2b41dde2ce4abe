import { z } from 'zod';
import { GRADE_GROUPS, STAR_MAX, STAR_MIN } from './catalogue.ts';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { ASSET_KIND_NAMES, filterCode } from './market.ts';
import { baseUnits } from './user.ts';

/*
 * The watchlist (/api/watchlist): assets a user follows and market searches they saved. A
 * followed asset alerts when it is listed, repriced at or below the user's price, or put up for
 * auction; a saved search alerts when a new listing matches it (at or below its price, when it
 * has one). Alerts are notifications of the kinds `watchedAsset` and `savedSearch`
 * (notifications.ts), under the user's switches like every other kind.
 */

/** How many assets one user may follow, and how many searches they may save. */
export const WATCHED_ASSETS_MAX = 100;
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 40;

const price = lazySchema(() => baseUnits.max(78).refine((v) => BigInt(v) > 0n, { error: 'amountPositive' }));

/** An alert price: `below_price` in `coin` (both or neither); null = no price condition. */
const threshold = {
  below_price: lazySchema(() => price.nullable().default(null)),
  coin: lazySchema(() => z.enum(COINS).nullable().default(null)),
};
const bothOrNeither = (b: { below_price: string | null; coin: string | null }) =>
  b.below_price === null || b.coin !== null;

/** PUT /api/watchlist/assets/{id}: follow an asset (or change its alert price). */
export const followAssetBody = lazySchema(() =>
  z.object(threshold).refine(bothOrNeither, { error: 'watchPriceCoin', path: ['coin'] }),
);
export type FollowAssetBody = z.input<typeof followAssetBody>;

/** The market's filters a search saves (marketListQuery's asset filters): absent = any. */
export const savedFilterSchema = lazySchema(() =>
  z.object({
    kind: z.enum(ASSET_KIND_NAMES).optional(),
    camp: filterCode(1, 5),
    profession: filterCode(1, 4),
    grade: filterCode(1, Object.keys(GRADE_GROUPS).length),
    element: filterCode(1, 5),
    star: filterCode(STAR_MIN, STAR_MAX),
  }),
);
export type SavedFilter = z.input<typeof savedFilterSchema>;

/** POST /api/watchlist/searches: save a market search; `coin` alone limits it to listings in that coin. */
export const saveSearchBody = lazySchema(() =>
  z
    .object({
      name: z.string().trim().min(1, { error: 'searchNameRequired' }).max(SAVED_SEARCH_NAME_MAX),
      filter: savedFilterSchema.default({}),
      ...threshold,
    })
    .refine(bothOrNeither, { error: 'watchPriceCoin', path: ['coin'] }),
);
export type SaveSearchBody = z.input<typeof saveSearchBody>;

/** PATCH /api/watchlist/searches/{id}: rename it or change its price. */
export const updateSearchBody = lazySchema(() =>
  z
    .object({
      name: z.string().trim().min(1, { error: 'searchNameRequired' }).max(SAVED_SEARCH_NAME_MAX).optional(),
      ...threshold,
    })
    .refine(bothOrNeither, { error: 'watchPriceCoin', path: ['coin'] }),
);
export type UpdateSearchBody = z.input<typeof updateSearchBody>;

export const watchIdParams = lazySchema(() =>
  z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
);

/** A followed asset, with its open listing when it has one. */
export const watchedAssetSchema = lazySchema(() =>
  z.object({
    asset_id: z.number().int(),
    kind: z.number().int(),
    name: z.string(),
    grade: z.number().int().nullable(),
    below_price: baseUnits.nullable(),
    coin: z.enum(COINS).nullable(),
    /** The open listing's price, or null when it is not on sale. */
    listing: z.object({ price: baseUnits, coin: z.enum(COINS) }).nullable(),
    created_at: z.string(),
  }),
);
export type WatchedAsset = z.infer<typeof watchedAssetSchema>;

/** A saved search: its filter as codes (null = any). */
export const savedSearchSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    filter: z.object({
      kind: z.enum(ASSET_KIND_NAMES).nullable(),
      camp: z.number().int().nullable(),
      profession: z.number().int().nullable(),
      grade: z.number().int().nullable(),
      element: z.number().int().nullable(),
      star: z.number().int().nullable(),
    }),
    below_price: baseUnits.nullable(),
    coin: z.enum(COINS).nullable(),
    created_at: z.string(),
  }),
);
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/watchlist: everything the user follows, newest first, and the limits. */
export const watchlistSchema = lazySchema(() =>
  z.object({
    assets: z.array(watchedAssetSchema),
    searches: z.array(savedSearchSchema),
    limits: z.object({ assets: z.number().int(), searches: z.number().int() }),
  }),
);
export type Watchlist = z.infer<typeof watchlistSchema>;
