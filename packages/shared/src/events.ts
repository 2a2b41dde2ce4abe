import { z } from 'zod';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/*
 * Live updates (GET /api/events, server-sent events). Each message's `data` is
 * `{"topic": …, "data": …}` and, except `ready`, carries the event's `id:`; a client that
 * reconnects sends the last one as `Last-Event-ID` (or `?last_event_id=`) and gets what it missed.
 * Topics not named here may come (areas add their own): a client ignores what it does not know.
 */

export const EVENTS_PATH = '/api/events';
/** The query parameter a client may use instead of the Last-Event-ID header. */
export const LAST_EVENT_ID_QUERY = 'last_event_id';
/** A comment line this often keeps proxies from closing an idle stream. */
export const EVENTS_HEARTBEAT_MS = 20_000;
/** The reconnection delay the stream suggests (`retry:`). */
export const EVENTS_RETRY_MS = 2_000;

export const EVENT_TOPICS = {
  /** First message of every stream: whether it carries the user's own events. */
  ready: 'ready',
  /** The missed events are no longer kept (or never existed): reload whatever is shown. */
  reset: 'reset',
  /** A market listing: new, price changed, sold, cancelled. */
  listing: 'listing',
  /** An NFT111 auction: created, a bid, ended (or undone by a reorg). */
  auction: 'auction',
  /** (the user's own) A chain transaction the user waits for: confirmations so far of those needed. */
  chainWait: 'chain_wait',
  /** (the user's own) New entries in the activity feed. */
  activity: 'activity',
} as const;

export const streamMessageSchema = lazySchema(() => z.object({ topic: z.string(), data: z.unknown() }));
export type StreamMessage = z.infer<typeof streamMessageSchema>;

export const readyEventSchema = lazySchema(() => z.object({ signed_in: z.boolean() }));

export const LISTING_ACTIONS = ['listed', 'price', 'sold', 'cancelled'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

export const listingEventSchema = lazySchema(() =>
  z.object({
    action: z.enum(LISTING_ACTIONS),
    listing_id: z.number().int(),
    /** The asset's id (the detail page's `id`). */
    id: z.number().int(),
    price: baseUnits,
    coin: z.enum(COINS),
  }),
);
export type ListingEvent = z.infer<typeof listingEventSchema>;

export const AUCTION_ACTIONS = ['created', 'bid', 'ended', 'undone'] as const;

export const auctionEventSchema = lazySchema(() =>
  z.object({
    action: z.enum(AUCTION_ACTIONS),
    /** The auction's id in the product (the auctions list's `id`). */
    auction_id: z.number().int(),
    /** The game asset being auctioned, when the product knows it. */
    asset_id: z.number().int().nullable(),
    /** The auction's price now: the start price until the first bid, then the last bid. */
    price: baseUnits,
    bids: z.number().int(),
  }),
);
export type AuctionEvent = z.infer<typeof auctionEventSchema>;

export const chainWaitEventSchema = lazySchema(() =>
  z.object({
    tx_hash: z.string(),
    /** Blocks so far, the transaction's own included; done at `required`. */
    confirmations: z.number().int(),
    required: z.number().int(),
  }),
);
export type ChainWaitEvent = z.infer<typeof chainWaitEventSchema>;

export const activityEventSchema = lazySchema(() => z.object({ types: z.array(z.number().int()) }));
