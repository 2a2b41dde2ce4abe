import { z } from 'zod';
import { buyBody, priceSchema } from './card.ts';
import { COINS } from './coins.ts';
import { MARKET_BATCH_MAX } from './market-batch-limit.ts';
import { baseUnits } from './user.ts';

/*
 * The cart (several purchases with one fund password) and bulk listing and cancelling. Each item
 * succeeds or fails on its own, with the same rules and messages as one by one.
 */

export { MARKET_BATCH_MAX };

const int = z.number().int();
const assetId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A list of 1 to MARKET_BATCH_MAX items whose asset ids are all different. */
function batchOf<T extends z.ZodType>(item: T, idOf: (value: z.infer<T>) => number) {
  return z
    .array(item)
    .min(1, { error: 'batchSize' })
    .max(MARKET_BATCH_MAX, { error: 'batchSize' })
    .refine((items) => new Set(items.map(idOf)).size === items.length, { error: 'batchDuplicate' });
}

/** One purchase of a cart: the asset and the price and coin the buyer saw. */
export const cartItemSchema = z.object({ id: assetId, expected_price: priceSchema, coin: z.enum(COINS) });
export type CartItem = z.infer<typeof cartItemSchema>;

/** POST /api/marketplace/cart/buy: buys the items in order; the fund password is checked once. */
export const cartBuyBody = z.object({
  pay_password: buyBody.shape.pay_password,
  items: batchOf(cartItemSchema, (item) => item.id),
});
export type CartBuyBody = z.infer<typeof cartBuyBody>;

/** An item that failed: nothing changed for it. `code` and `msg` are what one by one would answer. */
export const batchFailureSchema = z.object({
  id: int,
  ok: z.literal(false),
  /** The HTTP status the single call would answer (400, 403, 404, 409). */
  code: int,
  /** The message key (e.g. listingSold, priceChanged, insufficientBalance). */
  reason: z.string(),
  /** The message, in the request's language. */
  msg: z.string(),
});
export type BatchFailure = z.infer<typeof batchFailureSchema>;

export const cartBoughtSchema = z.object({
  id: int,
  ok: z.literal(true),
  listing_id: int,
  price: baseUnits,
  fee: baseUnits,
  coin: z.enum(COINS),
});

/** A cart item not bought; on a changed price, the listing's price and coin now. */
export const cartFailureSchema = batchFailureSchema.extend({
  current: z.object({ price: baseUnits, coin: z.enum(COINS) }).nullable(),
});

export const cartBuyResultSchema = z.object({
  items: z.array(z.discriminatedUnion('ok', [cartBoughtSchema, cartFailureSchema])),
  /** The buyer's available balance afterwards, for each coin of the cart. */
  balances: z.record(z.string(), baseUnits),
});
export type CartBuyResult = z.infer<typeof cartBuyResultSchema>;

/** POST /api/marketplace/bulk/sell: lists (or re-prices) each asset at its price and coin. */
export const bulkSellBody = z.object({
  items: batchOf(z.object({ id: assetId, price: priceSchema, coin: z.enum(COINS) }), (item) => item.id),
});
export type BulkSellBody = z.infer<typeof bulkSellBody>;

export const bulkSellResultSchema = z.object({
  items: z.array(
    z.discriminatedUnion('ok', [
      z.object({
        id: int,
        ok: z.literal(true),
        listing_id: int,
        price: baseUnits,
        coin: z.enum(COINS),
        status: int,
      }),
      batchFailureSchema,
    ]),
  ),
});
export type BulkSellResult = z.infer<typeof bulkSellResultSchema>;

/** POST /api/marketplace/bulk/cancel: takes each asset off the market. */
export const bulkCancelBody = z.object({ ids: batchOf(assetId, (id) => id) });
export type BulkCancelBody = z.infer<typeof bulkCancelBody>;

export const bulkCancelResultSchema = z.object({
  items: z.array(
    z.discriminatedUnion('ok', [
      z.object({ id: int, ok: z.literal(true), listing_id: int, status: int.nullable() }),
      batchFailureSchema,
    ]),
  ),
});
export type BulkCancelResult = z.infer<typeof bulkCancelResultSchema>;
