import { z } from 'zod';
import { COINS } from './coins.ts';
import { lazySchema } from './lazy-schema.ts';
import { ASSET_TRANSITS } from './tx-report.ts';
import { baseUnits } from './user.ts';

/*
 * GET /api/assets/history?id=… (spec section 7): every move and trade of one asset, newest
 * first, from the asset's ownership history (creation, market sales), the market's listing
 * entries, the vault's confirmed events (deposits to the game, claims and mints to the wallet)
 * and NFT111 auctions (created, bids, cancelled, withdrawn). Public, like the detail pages.
 */

/** What happened to the asset. */
export const ASSET_EVENT_KINDS = [
  'created',
  'sold',
  'listed',
  'unlisted',
  'repriced',
  'deposited',
  'claimed',
  'minted',
  'auction_created',
  'bid',
  'auction_cancelled',
  'auction_withdrawn',
] as const;
export type AssetEventKind = (typeof ASSET_EVENT_KINDS)[number];

export const assetHistoryQuery = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

export const assetEventSchema = lazySchema(() =>
  z.object({
    at: z.string(),
    kind: z.enum(ASSET_EVENT_KINDS),
    /** Shortened addresses (first 5 and last 4 characters); null where there is no side (the game, a creation). */
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** A sale's, listing's or bid's price (base units) and coin. */
    price: baseUnits.nullable(),
    coin: z.enum(COINS).nullable(),
    /** The chain transaction, for vault and auction events. */
    tx_hash: z.string().nullable(),
  }),
);
export type AssetEvent = z.infer<typeof assetEventSchema>;

export const assetHistorySchema = lazySchema(() =>
  z.object({
    asset_id: z.number().int(),
    /** A move its owner reported that the chain watcher has not applied yet ("depositing", "on chain"). */
    transit: z.enum(ASSET_TRANSITS).nullable(),
    /** Newest first, at most 100. */
    items: z.array(assetEventSchema),
  }),
);
export type AssetHistory = z.infer<typeof assetHistorySchema>;
