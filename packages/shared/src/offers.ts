import { z } from 'zod';
import { ASSET_KINDS, GRADE_GROUPS, STAR_MAX, STAR_MIN } from './catalogue.ts';
import { COINS } from './coins.ts';
import { ASSET_KIND_NAMES, filterCode } from './market.ts';
import { baseUnits } from './user.ts';

/*
 * Offers: a price (coin + amount in base units) offered on one game asset, or on a collection
 * filter (an asset kind and, optionally, the market's camp / profession / grade group / element /
 * star). The amount is frozen in the offerer's balance while the offer stands.
 */

/** How long an offer may stand: at least 10 minutes, at most 30 days. */
export const OFFER_MIN_MINUTES = 10;
export const OFFER_MAX_DAYS = 30;
/** The durations the web offers, in hours (24 hours first). */
export const OFFER_DURATIONS_HOURS = [24, 1, 72, 168, 720] as const;

export const OFFER_STATES = ['open', 'accepted', 'cancelled', 'expired', 'lost'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The market's filter vocabulary (marketListQuery), kind required: what a collection offer matches. */
export const offerFilterSchema = z.object({
  kind: z.enum(ASSET_KIND_NAMES),
  camp: filterCode(1, 5),
  profession: filterCode(1, 4),
  grade: filterCode(1, Object.keys(GRADE_GROUPS).length),
  element: filterCode(1, 5),
  star: filterCode(STAR_MIN, STAR_MAX),
});
export type OfferFilter = z.infer<typeof offerFilterSchema>;

const amountSchema = baseUnits.max(78, { error: 'amountPositive' });
const payPassword = z
  .string({ error: 'fundPasswordRequired' })
  .min(1, { error: 'fundPasswordRequired' })
  .max(256);

/** POST /api/offers: on one asset (`asset_id`) or on a collection (`filter`), exactly one of them. */
export const makeOfferBody = z
  .object({
    asset_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    filter: offerFilterSchema.optional(),
    coin: z.enum(COINS),
    amount: amountSchema,
    /** When the offer ends (ISO time), 10 minutes to 30 days from now. */
    expires_at: z.iso.datetime({ offset: true }),
    pay_password: payPassword,
  })
  .refine((b) => (b.asset_id === undefined) !== (b.filter === undefined), {
    error: 'offerTarget',
    path: ['asset_id'],
  });
export type MakeOfferBody = z.infer<typeof makeOfferBody>;

/** POST /api/offers/{id}/accept: the asset to sell (needed for a collection offer). */
export const acceptOfferBody = z.object({
  asset_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AcceptOfferBody = z.infer<typeof acceptOfferBody>;

export const offerIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The filter as stored and shown: codes, null = any. */
export const offerFilterView = z.object({
  kind: z.number().int(),
  camp: z.number().int().nullable(),
  profession: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  element: z.number().int().nullable(),
  star: z.number().int().nullable(),
});
export type OfferFilterView = z.infer<typeof offerFilterView>;

export const offerSchema = z.object({
  id: z.number().int(),
  state: z.enum(OFFER_STATES),
  coin: z.enum(COINS),
  amount: baseUnits,
  /** The asset offered on; null for a collection offer. */
  asset_id: z.number().int().nullable(),
  asset_name: z.string().nullable(),
  /** The game server of the offer: its asset's, the offerer's role that holds the amount and receives the asset. */
  server_id: z.number().int(),
  filter: offerFilterView.nullable(),
  /** The offerer's address, shortened. */
  offerer: z.string(),
  /** Whether the signed-in user made it. */
  mine: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  /** The asset it bought, once accepted. */
  sold_asset_id: z.number().int().nullable(),
  fee: baseUnits.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListSchema = z.object({ items: z.array(offerSchema) });
export type OfferList = z.infer<typeof offerListSchema>;

export const acceptResultSchema = z.object({
  offer: offerSchema,
  asset_id: z.number().int(),
  /** What the seller received: amount − fee. */
  proceeds: baseUnits,
  fee: baseUnits,
});
export type AcceptResult = z.infer<typeof acceptResultSchema>;

/** GET /api/user/offers: what the user offered, and the open offers they can accept. */
export const myOffersSchema = z.object({
  made: z.array(offerSchema),
  /** Open offers on the user's assets and collection offers one of their game assets matches. */
  received: z.array(
    offerSchema.extend({
      /** The user's game assets it can buy (at most 50), oldest first. */
      matching_assets: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type MyOffers = z.infer<typeof myOffersSchema>;

/** The kind code of a filter's kind name. */
export const kindCodeOf = (name: OfferFilter['kind']) => ASSET_KINDS[name].code;

/** GET /api/offers/asset/{id}: the open offers and whether the viewer owns the asset. */
export const assetOffersSchema = offerListSchema.extend({ is_owner: z.boolean() });
export type AssetOffers = z.infer<typeof assetOffersSchema>;

const priceAt = z.object({ price: baseUnits, coin: z.enum(COINS) });

/** GET /api/user/portfolio: the account's market position on /accountAccount. */
export const portfolioSchema = z.object({
  listings: z.array(
    z.object({
      listing_id: z.number().int(),
      asset_id: z.number().int(),
      kind: z.number().int(),
      name: z.string(),
      price: baseUnits,
      coin: z.enum(COINS),
      listed_at: z.string(),
    }),
  ),
  /** Open NFT111 auctions the account's wallet sells, and those it holds the highest bid of. */
  auctions: z.object({ selling: z.number().int(), holding: z.number().int() }),
  /** Per collection (asset kind) the account holds: floor (open listings) and last sale, in MARKET_DEFAULT_COIN for the floor. */
  collections: z.array(
    z.object({
      kind: z.number().int(),
      held: z.number().int(),
      floor: priceAt.nullable(),
      last_sale: priceAt.extend({ at: z.string() }).nullable(),
      /** held × floor, in the floor's coin; null without a floor. */
      value: priceAt.nullable(),
    }),
  ),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
