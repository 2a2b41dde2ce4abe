import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money, serialId, uint256 } from './columns.ts';
import { assetRef } from './schema-catalogue.ts';

/**
 * NFT111 auctions as the chain watcher sees them (src/chain/effects-auction.ts): one row per
 * AuctionCreated, rewritten by every BidPlaced, closed by AuctionCancelled or NftWithdrawn.
 * "Locked" is not stored: an open auction is locked once `locks_at` has passed (the contract
 * compares its deadline with the block time the same way). Addresses are lower-case.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: serialId(),
    chainId: integer('chain_id').notNull(),
    /** The Nft111 contract (a redeployment starts its ids at 1 again). */
    contract: text('contract').notNull(),
    /** The contract's auction id: what the API and the bid transaction name. */
    auctionId: bigint('auction_id', { mode: 'number' }).notNull(),
    collection: text('collection').notNull(),
    /** dragon or card when the collection is one of the game's; null for another collection. */
    collectionKind: text('collection_kind'),
    tokenId: uint256('token_id').notNull(),
    /** The game asset with this token, when the game knows it. */
    assetId: assetRef('asset_id'),
    seller: text('seller').notNull(),
    /** The game's symbol of the coin (BNB for the zero address); null for a coin the game does not know. */
    coin: text('coin'),
    coinAddress: text('coin_address').notNull(),
    startPrice: money('start_price').notNull(),
    /** The start price until the first bid, then the last bid. */
    price: money('price').notNull(),
    /** The seller until the first bid, then the last bidder. */
    holder: text('holder').notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    /** Seconds without a bid after which the auction locks. */
    timeout: integer('timeout').notNull(),
    /** Block time of the creation or the last bid, plus the timeout. */
    locksAt: at('locks_at').notNull(),
    /** open (locked once locks_at has passed), cancelled or withdrawn. */
    state: text('state').notNull().default('open'),
    /**
     * When the watcher saw the lock in confirmed chain time and wrote its activity entries
     * (auction won, auction locked); null until then.
     */
    lockNoticedAt: at('lock_noticed_at'),
    /** Where the holder withdrew the NFT to. */
    withdrawnTo: text('withdrawn_to'),
    /**
     * The game asset's facet tokens (modules/market/facets.ts), copied when the auction is
     * created (an escrowed NFT does not change): the asset filters find rare combinations in a
     * GIN index instead of walking every open auction. Empty for an asset the game does not know.
     */
    facets: smallint('facets').array().notNull().default(sql`'{}'::smallint[]`),
    /**
     * The same facets as the market's bitmask (market/facets.ts; 0 for an unknown asset): tested
     * inside the price index while it is walked in page order (migration 0028).
     */
    mask: integer('mask').notNull().default(0),
    /**
     * The asset's grade group (market/facets.ts; null for an unknown asset or a dragon): leads the
     * price index of a grade-filtered page, as the market's (migration 0030).
     */
    gradeGroup: smallint('grade_group'),
    /**
     * The auction as a list item (the API's Auction JSON, keys in order) in two parts around the
     * value of `locked`, which depends on the time: `item_head || locked || item_tail`. Written by
     * PostgreSQL whenever the row is (trigger auctions_item, migration 0024, which also keeps
     * `facets` and the asset's summary current when the asset changes): a page is these joined.
     */
    itemHead: text('item_head').notNull().default(''),
    itemTail: text('item_tail').notNull().default(''),
    createdBlock: bigint('created_block', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedBlock: bigint('updated_block', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('auctions_state_ck', sql`${t.state} in ('open', 'cancelled', 'withdrawn')`),
    uniqueIndex('auctions_chain_uq').on(t.chainId, t.contract, t.auctionId),
    index('auctions_open_locks_idx')
      .on(t.chainId, t.contract, t.locksAt, t.auctionId)
      .where(sql`${t.state} = 'open'`),
    index('auctions_state_idx').on(t.chainId, t.contract, t.state, t.auctionId),
    // Price sorts of open auctions within one coin, both directions (bench/lists.mjs); with the
    // facet mask, so that an asset-filtered page finds its ids in an index-only walk.
    index('auctions_open_price_idx')
      .on(t.chainId, t.contract, t.coin, t.price, t.auctionId, t.mask)
      .where(sql`${t.state} = 'open'`),
    index('auctions_open_grade_price_idx')
      .on(t.chainId, t.contract, t.coin, t.gradeGroup, t.price, t.auctionId, t.mask)
      .where(sql`${t.state} = 'open'`),
    index('auctions_open_facets_idx')
      .using('gin', t.facets)
      .with({ fastupdate: 'off' })
      .where(sql`${t.state} = 'open'`),
    index('auctions_asset_idx').on(t.assetId),
  ],
);

/** Every confirmed bid of an auction (BidPlaced), kept for its history. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: serialId(),
    /** auctions.id (the row, not the contract's id). */
    auctionRef: bigint('auction_ref', { mode: 'number' })
      .notNull()
      .references(() => auctions.id),
    bidder: text('bidder').notNull(),
    price: money('price').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockTime: at('block_time').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
  },
  (t) => [index('auction_bids_auction_idx').on(t.auctionRef, t.blockNumber, t.logIndex)],
);

/**
 * NFT111 transactions the web reported (POST /api/card/sellback/{id}, cancelback/{id}, buyback)
 * after the server checked their receipts: one row per transaction, so a replay answers the
 * same. A bid reported here and not yet in `auction_bids` is shown as pending; the watcher
 * alone changes auctions and assets for good.
 */
export const auctionReports = pgTable(
  'auction_reports',
  {
    id: serialId(),
    chainId: integer('chain_id').notNull(),
    /** Lower-case transaction hash. */
    txHash: text('tx_hash').notNull(),
    /** sell, cancel, withdraw or bid. */
    kind: text('kind').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Lower-case Nft111 address the event came from. */
    contract: text('contract').notNull(),
    /** The contract's auction id. */
    auctionId: bigint('auction_id', { mode: 'number' }).notNull(),
    assetId: assetRef('asset_id'),
    /** A bid's amount. */
    price: money('price'),
    /** The sender (bidder, seller or holder), lower case. */
    sender: text('sender').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    reportedAt: at('reported_at').notNull().defaultNow(),
  },
  (t) => [
    check('auction_reports_kind_ck', sql`${t.kind} in ('sell', 'cancel', 'withdraw', 'bid')`),
    uniqueIndex('auction_reports_tx_uq').on(t.chainId, t.txHash),
    index('auction_reports_auction_idx').on(t.chainId, t.contract, t.auctionId),
  ],
);
