import type { Coin } from '@yuanlong/shared/coins';

/** What the trade dialogs need of an asset (from its detail or from my assets). */
export interface TradeTarget {
  id: number;
  kind: number;
  name: string;
  /** The open listing's price (base units) and coin, or null. */
  listing: { price: string; coin: Coin } | null;
  /** The game server it is on (null out of the game): the role there acts on it. */
  serverId: number | null;
}
