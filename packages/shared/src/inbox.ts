import { z } from 'zod';
import { COINS } from './coins.ts';
import { baseUnits } from './user.ts';

/*
 * The player's messages and card business (spec section 7: POST /api/message/collect,
 * POST /api/user/card/business; payloads not shown, chosen here).
 *
 * Messages are the user's activity entries (every trade, deposit, claim, withdrawal, reward…).
 * Collecting them marks them read: GET /api/message/collect answers how many are new,
 * POST /api/message/collect { up_to_id } collects every entry up to that one (the newest seen);
 * it never moves back, so collecting again or an older id changes nothing.
 */
export const collectBody = z.object({ up_to_id: z.coerce.number().int().positive() });
export type CollectBody = z.infer<typeof collectBody>;

export const messageStateSchema = z.object({
  /** Entries newer than `read_up_to`. */
  unread: z.number().int().min(0),
  /** The newest collected entry's id; 0 before the first collection. */
  read_up_to: z.number().int().min(0),
});
export type MessageState = z.infer<typeof messageStateSchema>;

/**
 * POST /api/user/card/business: the user's trading business in the fixed-price market, for all
 * their assets or (with `id`) for one of them: what they bought and sold, per coin (base units).
 */
export const cardBusinessBody = z.object({ id: z.coerce.number().int().positive().optional() }).nullish();
export type CardBusinessBody = z.infer<typeof cardBusinessBody>;

export const coinBusinessSchema = z.object({
  coin: z.enum(COINS),
  bought: z.number().int().min(0),
  /** Paid for what was bought. */
  spent: baseUnits,
  sold: z.number().int().min(0),
  /** Sale prices of what was sold, before the fee. */
  sales: baseUnits,
  /** The platform's fee on those sales. */
  fees: baseUnits,
  /** What the sales brought in (sales − fees). */
  received: baseUnits,
  /** received − spent: negative when more was spent (a signed integer string). */
  net: z.string().regex(/^-?\d+$/),
});

export const cardBusinessSchema = z.object({
  /** The asset asked about, or null for all the user's trades. */
  asset_id: z.number().int().nullable(),
  /** Open listings of the user (of that asset), and their total asking price per coin. */
  on_sale: z.number().int().min(0),
  /** One row per coin traded, in the order of the coins list. */
  coins: z.array(coinBusinessSchema),
});
export type CardBusiness = z.infer<typeof cardBusinessSchema>;
