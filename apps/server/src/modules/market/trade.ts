import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { assets } from '../../db/schema.ts';
import { LEDGER_REASONS } from '../ledger/ledger.ts';
import { offerReference } from '../offers/store.ts';

/** What a trade settles: a listing bought at its price, or an offer accepted at its amount. */
export type TradeSource = { kind: 'listing'; listingId: number } | { kind: 'offer'; offerId: number };

/** An asset changing hands for money on its server (see transferAsset in trade-kernel.ts). */
export interface Trade {
  /** The asset's row as it is before the trade, locked FOR UPDATE by the caller's transaction. */
  asset: typeof assets.$inferSelect;
  /** Who pays and receives the asset (their role on `serverId`). */
  buyerId: number;
  /** Who holds the asset and receives the price minus the fee. */
  sellerId: number;
  /** The asset's server: every balance that moves is of a role there. */
  serverId: number;
  coin: string;
  price: bigint;
  /** The platform's part of the price (the seller pays it). */
  fee: bigint;
  /** The platform account's user id, which receives the fee. */
  platformId: number;
  source: TradeSource;
}

/**
 * How each source of a trade is written: a listing's buyer pays from the available balance
 * (`market_buy`, the seller's `market_sale`), an offer's from the amount frozen when it was made
 * (`offer_paid`, `offer_sale`); the fee is `market_fee` either way. Each has its own activity
 * types, and its ledger reference (`listing:<id>`, `offer:<id>`) also names the legion spend.
 */
export const TRADE_TERMS = {
  listing: {
    pay: LEDGER_REASONS.marketBuy,
    receive: LEDGER_REASONS.marketSale,
    bought: ACTIVITY_TYPES.marketBought.code,
    sold: ACTIVITY_TYPES.marketSold.code,
  },
  offer: {
    pay: LEDGER_REASONS.offerPaid,
    receive: LEDGER_REASONS.offerSale,
    bought: ACTIVITY_TYPES.offerBought.code,
    sold: ACTIVITY_TYPES.offerSold.code,
  },
} as const;

/** The trade's listing or offer id (its activities' index). */
export const sourceId = (source: TradeSource) =>
  source.kind === 'listing' ? source.listingId : source.offerId;

/** The trade's ledger and spend reference. */
export const tradeReference = (source: TradeSource) =>
  source.kind === 'listing' ? `listing:${source.listingId}` : offerReference(source.offerId);
