import type { DepositTargets } from './contracts.ts';
import type { ChainEvent } from './events.ts';

/**
 * What applying one event changed, recorded on its chain_events row so that a reorg can undo
 * exactly that:
 * - `activated`: the user's activated_at was null and is now `at` (undo: back to null, if still `at`);
 * - `activity`: activity entry `id` was written (undo: deleted);
 * - `credited`: `amount` base units of `coin` were credited to the game balance of the user's
 *   role on `server_id` (absent in effects recorded before roles held balances: the home server)
 *   (undo: a `chain_deposit_reverted` ledger entry taking them back);
 * - `asset_moved`: the asset went from (`owner_id`, `location`) into the game of `to_owner`
 *   (undo: back, if it is still there);
 * - `withdrawal_paid`: withdrawal `withdrawal_id` became paid and `amount` left the user's frozen
 *   balance (undo: `sent` again, frozen again with a `withdraw_paid_reverted` ledger entry);
 * - `asset_claimed`: claim `claim_id` finished and asset `asset_id` went to the wallet of
 *   `owner_id` (undo: the claim open again, the asset back in the game, locked);
 * - `auction_*`: an NFT111 auction event's rows and asset move (see effects-auction.ts; undone in effects-auction-undo.ts);
 * - `invite_ticket`: the activation of `invitee_id` earned its inviter a summon ticket (undo: taken back).
 */
export type Effect =
  | { kind: 'activated'; user_id: number; at: string }
  | { kind: 'activity'; id: number }
  | { kind: 'invite_ticket'; invitee_id: number }
  | { kind: 'credited'; user_id: number; server_id?: number; coin: string; amount: string }
  | {
      kind: 'asset_moved';
      asset_id: number;
      owner_id: number;
      location: number;
      /** The server before the move (null or absent: not in the game). */
      server_id?: number | null;
      to_owner: number;
    }
  | PayoutEffect
  | ClaimEffect
  | AuctionEffect;

/** A newly recorded event and its chain_events row id. */
export interface FreshEvent {
  id: number;
  event: ChainEvent;
}

/** What effects need to know of the deployment. */
export interface EffectContext {
  chainId: number;
  targets: DepositTargets;
}

/** What a confirmed payout changed: withdrawal `withdrawal_id` went from `sent`/`queued` to paid. */
export type PayoutEffect = {
  kind: 'withdrawal_paid';
  withdrawal_id: number;
  user_id: number;
  coin: string;
  amount: string;
};

/** What a confirmed claim changed: claim `claim_id` finished and its asset went to the wallet. */
export type ClaimEffect = { kind: 'asset_claimed'; claim_id: number; asset_id: number; owner_id: number };

/** The columns of an auction row that events after its creation rewrite, as JSON. */
export interface AuctionSnapshot {
  price: string;
  holder: string;
  bid_count: number;
  locks_at: string;
  state: string;
  withdrawn_to: string | null;
  updated_block: number;
  updated_at: string;
}

/**
 * What an auction event changed (see effect-types.ts `Effect`):
 * - `auction_created`: auction row `auction_ref` was inserted (undo: deleted);
 * - `auction_updated`: the row's mutable columns were `prev` (undo: written back);
 * - `auction_bid_added`: bid row `bid_id` was inserted (undo: deleted);
 * - `auction_asset`: the game asset went from (`owner_id`, `location`) to (`to_owner`,
 *   `to_location`) (undo: back, if it is still there).
 */
export type AuctionEffect =
  | { kind: 'auction_created'; auction_ref: number }
  | { kind: 'auction_updated'; auction_ref: number; prev: AuctionSnapshot }
  | { kind: 'auction_bid_added'; bid_id: number }
  | {
      kind: 'auction_asset';
      asset_id: number;
      owner_id: number;
      location: number;
      to_owner: number;
      to_location: number;
      /** The asset's status before, when the move cleared "sale confirming" (4) from a report. */
      status?: number | null;
    };
