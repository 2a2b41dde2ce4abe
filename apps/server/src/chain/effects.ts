import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities } from '../db/schema.ts';
import { chainEvents } from '../db/schema-chain.ts';
import type { DepositTargets } from './contracts.ts';
import { applyActivations, undoActivations } from './effects-activation.ts';
import { applyClaims, type ClaimEffect, undoClaims } from './effects-claim.ts';
import {
  applyCoinDeposits,
  applyNftDeposits,
  depositReference,
  type Shortfall,
  undoAssetMoves,
  undoCredits,
} from './effects-deposit.ts';
import { applyPayouts, type PayoutEffect, undoPayouts } from './effects-payout.ts';
import type { ChainEvent } from './events.ts';

/**
 * What applying one event changed, recorded on its chain_events row so that a reorg can undo
 * exactly that:
 * - `activated`: the user's activated_at was null and is now `at` (undo: back to null, if still `at`);
 * - `activity`: activity entry `id` was written (undo: deleted);
 * - `credited`: `amount` base units of `coin` were credited to the user's game balance
 *   (undo: a `chain_deposit_reverted` ledger entry taking them back);
 * - `asset_moved`: the asset went from (`owner_id`, `location`) into the game of `to_owner`
 *   (undo: back, if it is still there);
 * - `withdrawal_paid`: withdrawal `withdrawal_id` became paid and `amount` left the user's frozen
 *   balance (undo: `sent` again, frozen again with a `withdraw_paid_reverted` ledger entry);
 * - `asset_claimed`: claim `claim_id` finished and asset `asset_id` went to the wallet of
 *   `owner_id` (undo: the claim open again, the asset back in the game, locked).
 */
export type Effect =
  | { kind: 'activated'; user_id: number; at: string }
  | { kind: 'activity'; id: number }
  | { kind: 'credited'; user_id: number; coin: string; amount: string }
  | { kind: 'asset_moved'; asset_id: number; owner_id: number; location: number; to_owner: number }
  | PayoutEffect
  | ClaimEffect;

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

/** Rows per multi-row INSERT (PostgreSQL allows 65,535 parameters per statement). */
const INSERT_CHUNK = 1_000;

/**
 * Records `events` (sorted by block and log index) and applies each one not seen before, in
 * the caller's transaction. Exactly once per (chain, tx hash, log index): an event already
 * recorded is skipped, so replaying a range changes nothing. Returns how many were new.
 */
export async function applyEvents(tx: Db, context: EffectContext, events: ChainEvent[]): Promise<number> {
  const { chainId } = context;
  const inserted: { id: number; key: string }[] = [];
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    const chunk = events.slice(i, i + INSERT_CHUNK);
    const result = await tx
      .insert(chainEvents)
      .values(
        chunk.map((e) => ({
          chainId,
          txHash: e.txHash.toLowerCase(),
          logIndex: e.logIndex,
          blockNumber: e.blockNumber,
          blockHash: e.blockHash.toLowerCase(),
          blockTime: e.blockTime,
          contract: e.contract,
          event: e.event,
          account: e.account,
          args: e.args,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: chainEvents.id, txHash: chainEvents.txHash, logIndex: chainEvents.logIndex });
    for (const row of result) inserted.push({ id: row.id, key: `${row.txHash}:${row.logIndex}` });
  }
  if (inserted.length === 0) return 0;
  const idOf = new Map(inserted.map((row) => [row.key, row.id]));
  const fresh: FreshEvent[] = events.flatMap((e) => {
    const id = idOf.get(`${e.txHash.toLowerCase()}:${e.logIndex}`);
    return id === undefined ? [] : [{ id, event: e }];
  });
  const named = (name: ChainEvent['event']) => fresh.filter((f) => f.event.event === name);
  const effects = new Map<number, Effect[]>();
  await applyActivations(tx, named('AccountActivated'), effects);
  await applyCoinDeposits(tx, chainId, context.targets, named('CoinDeposited'), effects);
  await applyPayouts(tx, context.targets, named('CoinPaidOut'), effects);
  // A token can go out of the vault and back in within one batch: asset moves keep log order.
  for (const run of assetMoveRuns(fresh)) {
    if (run[0]!.event.event === 'NftDeposited') await applyNftDeposits(tx, context.targets, run, effects);
    else await applyClaims(tx, run, effects);
  }
  if (effects.size > 0) {
    const list = [...effects].map(([id, list]) => ({ id, effects: list }));
    await tx.execute(sql`
      update chain_events e set effects = v.effects
      from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as v(id bigint, effects jsonb)
      where e.id = v.id`);
  }
  return inserted.length;
}

/**
 * The events that move an asset between wallet and game (NftDeposited in; NftClaimed and
 * CardMinted out), in log order, cut into runs of the same direction.
 */
function assetMoveRuns(fresh: FreshEvent[]): FreshEvent[][] {
  const runs: FreshEvent[][] = [];
  let direction: 'in' | 'out' | undefined;
  for (const f of fresh) {
    const name = f.event.event;
    const next =
      name === 'NftDeposited' ? 'in' : name === 'NftClaimed' || name === 'CardMinted' ? 'out' : undefined;
    if (!next) continue;
    if (next !== direction) runs.push([]);
    runs[runs.length - 1]!.push(f);
    direction = next;
  }
  return runs;
}

/** What undoing a reorg's events did. */
export interface Reverted {
  events: number;
  /** Deposits whose coins were spent before the reorg took them back (see undoCredits). */
  shortfalls: Shortfall[];
}

/**
 * Undoes every recorded event of `contracts` on `chainId` above block `aboveBlock` (a reorg
 * dropped those blocks): reverses their effects and deletes them, so that they are applied
 * again if they are mined again.
 */
export async function revertEventsAbove(
  tx: Db,
  chainId: number,
  contracts: string[],
  aboveBlock: number,
): Promise<Reverted> {
  const dropped = await tx
    .select()
    .from(chainEvents)
    .where(
      and(
        eq(chainEvents.chainId, chainId),
        inArray(chainEvents.contract, contracts),
        gt(chainEvents.blockNumber, aboveBlock),
      ),
    )
    .orderBy(chainEvents.blockNumber, chainEvents.logIndex);
  if (dropped.length === 0) return { events: 0, shortfalls: [] };
  const activations: { user_id: number; at: string }[] = [];
  const activityIds: number[] = [];
  const credits: { user_id: number; coin: string; amount: string; reference: string }[] = [];
  const moves: Extract<Effect, { kind: 'asset_moved' }>[] = [];
  const payouts: PayoutEffect[] = [];
  const claimed: ClaimEffect[] = [];
  for (const row of dropped) {
    for (const effect of row.effects as Effect[]) {
      if (effect.kind === 'activated') activations.push(effect);
      else if (effect.kind === 'activity') activityIds.push(effect.id);
      else if (effect.kind === 'asset_moved') moves.push(effect);
      else if (effect.kind === 'withdrawal_paid') payouts.push(effect);
      else if (effect.kind === 'asset_claimed') claimed.push(effect);
      else {
        const reference = depositReference(chainId, row);
        credits.push({ ...effect, reference });
      }
    }
  }
  if (activityIds.length > 0) await tx.delete(activities).where(inArray(activities.id, activityIds));
  await undoActivations(tx, activations);
  await undoAssetMoves(tx, moves.reverse());
  await undoPayouts(tx, payouts.reverse());
  await undoClaims(tx, claimed.reverse());
  const shortfalls = await undoCredits(tx, credits);
  await tx.delete(chainEvents).where(
    inArray(
      chainEvents.id,
      dropped.map((row) => row.id),
    ),
  );
  return { events: dropped.length, shortfalls };
}
