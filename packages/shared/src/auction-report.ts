import { z } from 'zod';
import { txHashSchema } from './activation.ts';
import { lazySchema } from './lazy-schema.ts';
import { baseUnits } from './user.ts';

/*
 * What the web hands the server after sending an NFT111 transaction (spec section 7, design
 * "Two ways to sell"): POST /api/card/sellback/{id} after createAuction, /api/card/cancelback/{id}
 * after cancel or withdrawNft, /api/card/buyback after a bid. The server checks the mined receipt
 * itself; the chain watcher stays the source of truth and finishes each once it is confirmed.
 */

/** The transaction the wallet sent (its receipt must be mined). */
export const auctionReportBody = lazySchema(() => z.object({ tx_hash: txHashSchema }));
export type AuctionReportBody = z.infer<typeof auctionReportBody>;

/** The game asset the transaction is about (its `id` in /api/card/{id}). */
export const auctionAssetParams = lazySchema(() =>
  z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  }),
);

/** What a report was: a listing, a cancel, a withdrawal of the NFT after the lock, or a bid. */
export const AUCTION_REPORT_KINDS = ['sell', 'cancel', 'withdraw', 'bid'] as const;
export type AuctionReportKind = (typeof AUCTION_REPORT_KINDS)[number];

/** The answer: the same for the same transaction, however often it is reported. */
export const auctionReportSchema = lazySchema(() =>
  z.object({
    kind: z.enum(AUCTION_REPORT_KINDS),
    tx_hash: z.string(),
    /** The contract's auction id the transaction is about. */
    auction_id: z.number().int(),
    /** The game asset, when the game knows the token. */
    asset_id: z.number().int().nullable(),
    /** The asset's card status now: 4 (sale confirming) until the watcher has the event confirmed. */
    status: z.number().int().nullable(),
    /** A bid's amount (base units); null for the other kinds. */
    price: baseUnits.nullable(),
    block_number: z.number().int(),
  }),
);
export type AuctionReport = z.infer<typeof auctionReportSchema>;

/** A bid reported by its bidder and mined, not yet confirmed to the watcher. */
export const pendingBidSchema = lazySchema(() =>
  z.object({
    bidder: z.string(),
    price: baseUnits,
    tx_hash: z.string(),
    block_number: z.number().int(),
  }),
);
export type PendingBid = z.infer<typeof pendingBidSchema>;
