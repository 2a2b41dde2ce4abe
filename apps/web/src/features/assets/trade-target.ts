import type { Coin } from '@yuanlong/shared/coins';

/** What the trade dialogs need of an asset (from its detail or from my assets). */
export interface TradeTarget {
  id: number;
  kind: number;
  name: string;
  /** The open listing's price (base units) and coin, or null. */
  listing: { price: string; coin: Coin } | null;
}
