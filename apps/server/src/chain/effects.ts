import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activities } from '../db/schema.ts';
import { chainEvents } from '../db/schema-chain.ts';
import { assertNever } from '../lib/assert-never.ts';
import { revokeInviteTickets, type TicketShortfall } from '../modules/invite/tickets.ts';
import type {
  AuctionEffect,
  ClaimEffect,
  Effect,
  EffectContext,
  FreshEvent,
  PayoutEffect,
} from './effect-types.ts';
import { applyActivations, undoActivations } from './effects-activation.ts';
import { applyAuctionEvents } from './effects-auction.ts';
import { undoAuctionEffects } from './effects-auction-undo.ts';
import { applyClaims, undoClaims } from './effects-claim.ts';
import {
  applyCoinDeposits,
  applyNftDeposits,
  depositReference,
  type Shortfall,
  undoAssetMoves,
  undoCredits,
} from './effects-deposit.ts';
import { applyPayouts, undoPayouts } from './effects-payout.ts';
import type { ChainEvent } from './events.ts';

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
  // A token can go out of the vault, into an auction, out of it and back in within one batch:
  // asset moves keep log order.
  for (const run of assetMoveRuns(fresh)) {
    const name = run[0]!.event.event;
    if (name === 'NftDeposited') await applyNftDeposits(tx, chainId, context.targets, run, effects);
    else if (name === 'NftClaimed' || name === 'CardMinted') await applyClaims(tx, run, effects);
    else await applyAuctionEvents(tx, context, run, effects);
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

/** Which handler moves assets for an event: deposits in, claims out, or the auction. */
function moverOf(name: ChainEvent['event']): 'in' | 'out' | 'auction' | undefined {
  if (name === 'NftDeposited') return 'in';
  if (name === 'NftClaimed' || name === 'CardMinted') return 'out';
  if (
    name === 'AuctionCreated' ||
    name === 'BidPlaced' ||
    name === 'AuctionCancelled' ||
    name === 'NftWithdrawn'
  ) {
    return 'auction';
  }
  return undefined;
}

/**
 * The events that move an asset between wallet, game and auction (NftDeposited in; NftClaimed
 * and CardMinted out; the auction's events), in log order, cut into runs of the same handler.
 */
function assetMoveRuns(fresh: FreshEvent[]): FreshEvent[][] {
  const runs: FreshEvent[][] = [];
  let mover: ReturnType<typeof moverOf>;
  for (const f of fresh) {
    const next = moverOf(f.event.event);
    if (!next) continue;
    if (next !== mover) runs.push([]);
    runs[runs.length - 1]!.push(f);
    mover = next;
  }
  return runs;
}

/** What undoing a reorg's events did. */
export interface Reverted {
  events: number;
  /** Deposits whose coins were spent before the reorg took them back (see undoCredits). */
  shortfalls: Shortfall[];
  /** Invite tickets a reorg took back that the inviter had already spent. */
  ticketShortfalls: TicketShortfall[];
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
  if (dropped.length === 0) return { events: 0, shortfalls: [], ticketShortfalls: [] };
  const activations: { user_id: number; at: string }[] = [];
  const activityIds: number[] = [];
  const ticketInvitees: number[] = [];
  const credits: { user_id: number; coin: string; amount: string; reference: string }[] = [];
  const payouts: PayoutEffect[] = [];
  // Asset moves of every kind, undone newest first across kinds (an NFT may have been claimed,
  // auctioned and deposited again within the dropped blocks).
  const assetUndos: AssetUndo[] = [];
  for (const row of dropped) {
    for (const effect of row.effects as Effect[]) {
      switch (effect.kind) {
        case 'activated':
          activations.push(effect);
          break;
        case 'activity':
          activityIds.push(effect.id);
          break;
        case 'invite_ticket':
          ticketInvitees.push(effect.invitee_id);
          break;
        case 'credited':
          credits.push({ ...effect, reference: depositReference(chainId, row) });
          break;
        case 'asset_moved':
          assetUndos.push({ by: 'move', effect });
          break;
        case 'withdrawal_paid':
          payouts.push(effect);
          break;
        case 'asset_claimed':
          assetUndos.push({ by: 'claim', effect });
          break;
        case 'auction_created':
        case 'auction_updated':
        case 'auction_bid_added':
        case 'auction_asset':
          assetUndos.push({ by: 'auction', effect });
          break;
        default:
          // An effect this version does not know (a newer version recorded it): undoing it as
          // something else would be wrong, so the reorg's undo stops here and rolls back.
          assertNever(effect, `chain event ${row.id} effect`);
      }
    }
  }
  if (activityIds.length > 0) await tx.delete(activities).where(inArray(activities.id, activityIds));
  await undoActivations(tx, activations);
  const ticketShortfalls = await revokeInviteTickets(tx, ticketInvitees);
  await undoAssetEffects(tx, assetUndos.reverse());
  await undoPayouts(tx, payouts.reverse());
  const shortfalls = await undoCredits(tx, credits);
  await tx.delete(chainEvents).where(
    inArray(
      chainEvents.id,
      dropped.map((row) => row.id),
    ),
  );
  return { events: dropped.length, shortfalls, ticketShortfalls };
}

type AssetUndo =
  | { by: 'move'; effect: Extract<Effect, { kind: 'asset_moved' }> }
  | { by: 'claim'; effect: ClaimEffect }
  | { by: 'auction'; effect: AuctionEffect };

/** Undoes asset effects in the order given (newest first), a run of one kind at a time. */
async function undoAssetEffects(tx: Db, undos: AssetUndo[]): Promise<void> {
  for (let start = 0; start < undos.length; ) {
    const by = undos[start]!.by;
    let end = start;
    while (end < undos.length && undos[end]!.by === by) end += 1;
    const run = undos.slice(start, end);
    if (by === 'move')
      await undoAssetMoves(
        tx,
        run.map((u) => u.effect as Extract<Effect, { kind: 'asset_moved' }>),
      );
    else if (by === 'claim')
      await undoClaims(
        tx,
        run.map((u) => u.effect as ClaimEffect),
      );
    else
      await undoAuctionEffects(
        tx,
        run.map((u) => u.effect as AuctionEffect),
      );
    start = end;
  }
}
