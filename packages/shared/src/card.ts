import { z } from 'zod';
import { ASSET_SYNC_STATES } from './asset-sync.ts';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/*
 * Asset detail (GET /api/card/{id}, GET /api/user/dragons/{id}) and the fixed-price market's
 * actions. Amounts are base units of the coin, as strings.
 */

const int = lazySchema(() => z.number().int());
/** A price typed by the seller or confirmed by the buyer: base units, at most 60 digits. */
export const priceSchema = lazySchema(() =>
  z.string({ error: 'priceRequired' }).regex(/^\d{1,60}$/, { error: 'priceRequired' }),
);

export const attributesSchema = lazySchema(() =>
  z.object({
    hp: int,
    att: int,
    defense: int,
    crit: int,
    crit_res: int,
    super_crit: int,
    vampire: int,
    speed_pct: int,
    super_att: int,
    super_defense: int,
  }),
);

export const assetSkillSchema = lazySchema(() =>
  z.object({
    slot: int,
    /** 1 active, 2 passive. */
    type: int,
    /** Key of SKILLS in skills.ts (names in three languages). */
    skill_id: int,
    element: int,
    level: int,
    /** Dragons: the level at which the skill becomes active (4, 8, 12); null for cards. */
    unlock_level: int.nullable(),
    unlocked: z.boolean(),
  }),
);

export const historyEntrySchema = lazySchema(() =>
  z.object({
    at: z.string(),
    /** Short addresses; `from` is null for the mint. */
    from: z.string().nullable(),
    to: z.string(),
    price: baseUnits.nullable(),
    coin: z.enum(COINS).nullable(),
  }),
);

export const listingSchema = lazySchema(() =>
  z.object({
    listing_id: int,
    price: baseUnits,
    coin: z.enum(COINS),
    listed_at: z.string(),
    seller: z.string(),
  }),
);

export const dragonInfoSchema = lazySchema(() =>
  z.object({
    refine_level: int,
    team_hp: int,
    team_attack: int,
    /** DRAGON_STATES: 0 not activated, 1 activated. */
    state: int,
  }),
);

export const ownerSchema = lazySchema(() =>
  z.object({ userid: int, address: z.string(), nickname: z.string() }),
);

export const cardDetailSchema = lazySchema(() =>
  z.object({
    id: int,
    kind: int,
    token_id: baseUnits.nullable(),
    name: z.string(),
    owner: ownerSchema,
    /** ASSET_LOCATIONS: 1 wallet, 2 game, 3 contract. */
    location: int,
    /** The game server it is on (in the game); null in a wallet or an auction. */
    server_id: int.nullable(),
    /** CARD_STATUS code, or null when the asset is idle (no team, sale, lock or confirmation). */
    status: int.nullable(),
    grade: int.nullable(),
    camp: int.nullable(),
    profession: int.nullable(),
    stage: int.nullable(),
    element: int.nullable(),
    power: int,
    level: int,
    star: int.nullable(),
    number: int,
    strength: int.nullable(),
    attributes: attributesSchema,
    skills: z.array(assetSkillSchema),
    dragon: dragonInfoSchema.nullable(),
    /** The open listing (current price), or null. */
    listing: listingSchema.nullable(),
    /** Ownership and price history, newest first. */
    history: z.array(historyEntrySchema),
    /** Game/chain sync state (asset-sync.ts), null when settled; sync_failed: do not operate. */
    sync: z.enum(ASSET_SYNC_STATES).nullable(),
  }),
);
export type CardDetail = z.infer<typeof cardDetailSchema>;

/** POST /api/card/sell/{id}: lists a game asset; on a listed asset it modifies the price (and coin). */
export const sellBody = lazySchema(() => z.object({ price: priceSchema, coin: z.enum(COINS) }));
export type SellBody = z.infer<typeof sellBody>;
export const sellResultSchema = lazySchema(() =>
  z.object({
    id: int,
    listing_id: int,
    price: baseUnits,
    coin: z.enum(COINS),
    status: int,
  }),
);

/** POST /api/card/cancel/{id}: unlists. */
export const cancelResultSchema = lazySchema(() =>
  z.object({ id: int, listing_id: int, status: int.nullable() }),
);

/**
 * POST /api/card/buy. `id` is the asset id; the purchase goes through only at the price and
 * coin the buyer saw (a modified price answers 409).
 */
export const buyBody = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive(),
    pay_password: z
      .string({ error: 'fundPasswordRequired' })
      .min(1, { error: 'fundPasswordRequired' })
      .max(256),
    expected_price: priceSchema,
    coin: z.enum(COINS),
  }),
);
export type BuyBody = z.infer<typeof buyBody>;
export const buyResultSchema = lazySchema(() =>
  z.object({
    id: int,
    listing_id: int,
    price: baseUnits,
    fee: baseUnits,
    coin: z.enum(COINS),
    /** The buyer's available balance of the coin afterwards. */
    balance: baseUnits,
  }),
);

/** GET /api/level/fee: the market's sale fee, taken from the seller's proceeds. */
export const feeSchema = lazySchema(() =>
  z.object({
    /** Basis points: 500 = 5%. fee = floor(price × fee_bps / 10000). */
    fee_bps: int,
  }),
);

/** The `{id}` of /api/card/{id}, /api/card/sell/{id}, /api/user/dragons/{id}…: an asset id. */
export const assetIdParams = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
);
