/**
 * An asset's state between the market and the game (and the chain), derived by the server from
 * the game outbox and the claims (apps/server/src/game/sync-state.ts); sent as `sync` on asset
 * JSON, null when settled. The spec's transitional labels:
 * - syncing: a lock, release or removal is not yet acknowledged by the game ("syncing game data");
 * - updating: a transfer, addition or change is not yet acknowledged ("updating game data");
 * - sync_failed: the game refused a command or it kept failing past the bound ("sync failed"):
 *   the asset is frozen, every market action on it is refused ("do not operate") until an
 *   operator retries or resolves the command;
 * - chain_failed: the asset's chain transaction failed (its claim to the wallet expired without
 *   reaching the chain) ("chain failed"): informational, every action is open again.
 */
export const ASSET_SYNC_STATES = ['syncing', 'updating', 'sync_failed', 'chain_failed'] as const;
export type AssetSync = (typeof ASSET_SYNC_STATES)[number];

/**
 * Whether a sync state freezes the asset (every market action refused: "do not operate"). Only a
 * failed sync does: while a command travels, the market's own state is already right and the
 * asset's later commands queue behind it in order, so trading goes on.
 */
export function syncFreezes(sync: AssetSync | null | undefined): boolean {
  return sync === 'sync_failed';
}
