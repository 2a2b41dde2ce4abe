import { z } from 'zod';
import { pendingBidSchema } from './auction-report.ts';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { assetFilterFields } from './market.ts';
import { baseUnits } from './user.ts';

/*
 * NFT111 auctions (GET /api/auctions, GET /api/auctions/{id}), as the server indexes them from
 * the Nft111 contract's events. Amounts are base-unit strings; addresses lower-case.
 */

/** A bid must pay at least this percentage of the current price, rounded up (spec section 5). */
export const AUCTION_RAISE_PERCENT = 111n;

/**
 * The smallest bid the contract accepts over `price`: ceil(price × 111 / 100), exactly as
 * Nft111.minimumNextPrice computes it (the web and the server show the same number).
 */
export function minimumNextPrice(price: bigint): bigint {
  if (price < 0n) throw new RangeError('a price is not negative');
  return (price * AUCTION_RAISE_PERCENT + 99n) / 100n;
}

/** Stored states: locked is not one of them (an open auction whose locks_at has passed). */
export const AUCTION_STATES = ['open', 'cancelled', 'withdrawn'] as const;
export type AuctionState = (typeof AUCTION_STATES)[number];

/**
 * List filters: `open` takes bids now, `locked` timed out and waits for its holder to withdraw
 * the NFT, `cancelled` and `withdrawn` are closed. Without one, the open and the locked ones.
 */
export const AUCTION_LIST_STATES = ['open', 'locked', 'cancelled', 'withdrawn'] as const;
export type AuctionListState = (typeof AUCTION_LIST_STATES)[number];

/**
 * `locks_at`: the soonest to lock first (locked ones before, oldest first); `newest`: the newest
 * first; `price_asc` / `price_desc`: by current price (within one coin: see `coin`).
 */
export const AUCTION_SORTS = ['locks_at', 'newest', 'price_asc', 'price_desc'] as const;
export type AuctionSort = (typeof AUCTION_SORTS)[number];

/** The game's collections an auction can be filtered by. */
export const AUCTION_COLLECTIONS = ['dragon', 'card'] as const;
export type AuctionCollection = (typeof AUCTION_COLLECTIONS)[number];

export const AUCTION_PAGE_DEFAULT = 30;
export const AUCTION_PAGE_MAX = 60;

/**
 * The list's filters. Besides state, coin and collection: the market's asset filters (kind,
 * camp, profession, grade group, main-skill element, star), which only auctions of game assets
 * match, and `asset_id` (the auction of one asset, for its detail page). Price sorts without a
 * coin are limited to MDS, as the fixed-price market's are.
 */
export const auctionListQuery = lazySchema(() =>
  z.object({
    state: z.enum(AUCTION_LIST_STATES).optional(),
    asset_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...assetFilterFields,
    collection: z.enum(AUCTION_COLLECTIONS).optional(),
    sort: z.enum(AUCTION_SORTS).default('locks_at'),
    /** Opaque: the `next_cursor` of the previous page, for the same filters and sort. */
    cursor: z.string().max(200).optional(),
    size: z.coerce.number().int().min(1).max(AUCTION_PAGE_MAX).default(AUCTION_PAGE_DEFAULT),
  }),
);
export type AuctionListQuery = z.infer<typeof auctionListQuery>;
export type AuctionListParams = z.input<typeof auctionListQuery>;

/** The contract's auction id. */
export const auctionIdParams = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
);

/** The game asset an auction sells, as the market's cards show it. */
export const auctionAssetSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    kind: z.number().int(),
    grade: z.number().int().nullable(),
    camp: z.number().int().nullable(),
    profession: z.number().int().nullable(),
    element: z.number().int().nullable(),
    star: z.number().int().nullable(),
    level: z.number().int(),
  }),
);
export type AuctionAsset = z.infer<typeof auctionAssetSchema>;

/** One auction. */
export const auctionSchema = lazySchema(() =>
  z.object({
    /** The contract's auction id (what `bid`, `cancel` and `withdrawNft` take). */
    id: z.number().int(),
    chain_id: z.number().int(),
    /** The NFT collection's address; `collection_kind` names the game's ones. */
    collection: z.string(),
    collection_kind: z.enum(AUCTION_COLLECTIONS).nullable(),
    token_id: baseUnits,
    /** The game asset with this token (its detail page), when the game knows it. */
    asset_id: z.number().int().nullable(),
    /** That asset's name and classification; null when the game does not know the token. */
    asset: auctionAssetSchema.nullable(),
    seller: z.string(),
    /** Null for a coin the game does not know (`coin_address` names it). */
    coin: z.enum(COINS).nullable(),
    /** The coin's address; the zero address is BNB. */
    coin_address: z.string(),
    start_price: baseUnits,
    /** The start price until the first bid, then the last bid. */
    price: baseUnits,
    /** The seller until the first bid, then the last bidder: who may withdraw the NFT once locked. */
    holder: z.string(),
    bid_count: z.number().int(),
    /** Seconds without a bid after which the auction locks. */
    timeout: z.number().int(),
    /** When it locks (or locked): the creation's or the last bid's block time plus the timeout. */
    locks_at: z.string(),
    state: z.enum(AUCTION_STATES),
    /** Open and past `locks_at`: no more bids; the holder withdraws the NFT. */
    locked: z.boolean(),
    /** The smallest next bid: ceil(price × 111 / 100). */
    min_next_price: baseUnits,
    withdrawn_to: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Auction = z.infer<typeof auctionSchema>;

export const auctionBidSchema = lazySchema(() =>
  z.object({
    bidder: z.string(),
    price: baseUnits,
    block_number: z.number().int(),
    block_time: z.string(),
    tx_hash: z.string(),
  }),
);
export type AuctionBid = z.infer<typeof auctionBidSchema>;

/**
 * An auction with its bids, newest first, and the bids their bidders reported (POST
 * /api/card/buyback) that the watcher has not confirmed yet, newest first.
 */
export const auctionDetailSchema = lazySchema(() =>
  auctionSchema.extend({
    bids: z.array(auctionBidSchema),
    pending_bids: z.array(pendingBidSchema),
  }),
);
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

export const auctionPageSchema = lazySchema(() =>
  z.object({
    items: z.array(auctionSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  }),
);
export type AuctionPage = z.infer<typeof auctionPageSchema>;
