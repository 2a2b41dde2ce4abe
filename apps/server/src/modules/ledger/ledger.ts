import { COINS } from '@yuanlong/shared/coins';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { balances, ledgerEntries } from '../../db/schema.ts';

/** Why a balance changed; stored in each ledger entry. */
export const LEDGER_REASONS = {
  demoGrant: 'demo_grant',
  marketBuy: 'market_buy',
  marketSale: 'market_sale',
  marketFee: 'market_fee',
  /** A confirmed GameVault deposit (reference `deposit:<chain>:<tx>:<log index>`). */
  chainDeposit: 'chain_deposit',
  /** A reorg dropped the deposit's block after it was credited (same reference). */
  chainDepositReverted: 'chain_deposit_reverted',
  /** A withdrawal was asked for: available → frozen (reference `withdrawal:<id>`). */
  withdrawFrozen: 'withdraw_frozen',
  /** Its payout is confirmed on chain: the frozen amount leaves the game (same reference). */
  withdrawPaid: 'withdraw_paid',
  /** A reorg dropped the payout's block after it was confirmed: frozen again (same reference). */
  withdrawPaidReverted: 'withdraw_paid_reverted',
  /** It could not be paid (voucher expired and revoked): frozen → available (same reference). */
  withdrawFailed: 'withdraw_failed',
  /** An operator refused a held withdrawal: frozen → available (same reference). */
  withdrawRefused: 'withdraw_refused',
  /** Paid for a summon of heroes (reference `summon:<id>`). */
  summon: 'summon',
  /** Paid for activating, levelling or refining a dragon (reference `dragon:<asset id>:<step>`). */
  dragonCare: 'dragon_care',
  /** Paid for activating an artifact on a role (reference `artifact:<server>:<artifact>`). */
  artifact: 'artifact',
  /** Legion points claimed as MDS (reference `legion_claim:<id>`); minted in the game, no chain move. */
  legionClaim: 'legion_claim',
  /** An offer was made: available → frozen (reference `offer:<id>`). */
  offerFrozen: 'offer_frozen',
  /** The offer ended unaccepted (cancelled, expired, lost): frozen → available (same reference). */
  offerReleased: 'offer_released',
  /** The offer was accepted: the frozen amount pays for the asset (same reference). */
  offerPaid: 'offer_paid',
  /** The seller's proceeds of an accepted offer, the amount minus the sale fee (same reference). */
  offerSale: 'offer_sale',
} as const;
export type LedgerReason = (typeof LEDGER_REASONS)[keyof typeof LEDGER_REASONS];

export interface Movement {
  userId: number;
  /** The game server of the role whose balance moves. */
  serverId: number;
  coin: string;
  amount: bigint;
  reason: LedgerReason;
  /** What the change belongs to, e.g. `listing:42`. */
  reference: string;
  /** When it happened: the caller's clock (default: the database's now()). */
  at?: Date;
}

/** The balance row's updated_at of a movement: its own time, else the database's now(). */
const updatedAt = (m: Movement) => m.at ?? sql`now()`;

/** Rows per multi-row INSERT (PostgreSQL allows 65,535 parameters per statement). */
const INSERT_CHUNK = 1_000;

const after = { available: balances.available, frozen: balances.frozen };

/** Adds `amount` (> 0) to a user's available balance and journals it; returns the new balance. */
export async function credit(tx: Db, m: Movement): Promise<bigint> {
  const [row] = await tx
    .insert(balances)
    .values({ userId: m.userId, serverId: m.serverId, coin: m.coin, available: m.amount, updatedAt: m.at })
    .onConflictDoUpdate({
      target: [balances.userId, balances.serverId, balances.coin],
      set: {
        available: sql`${balances.available} + ${m.amount.toString()}::numeric`,
        updatedAt: updatedAt(m),
      },
    })
    .returning(after);
  await journal(tx, m, m.amount, row!);
  return row!.available;
}

/**
 * Credits many movements (each amount > 0) in three statements whatever their number: one
 * upsert of the summed amount per role and coin, then one journal entry per movement, in the
 * given order, each with the balance after it (what `credit` one by one would have written).
 */
export async function creditMany(tx: Db, movements: Movement[]): Promise<void> {
  if (movements.length === 0) return;
  const keyOf = (m: Movement) => `${m.userId}:${m.serverId}:${m.coin}`;
  const sums = new Map<string, { user_id: number; server_id: number; coin: string; amount: bigint }>();
  for (const m of movements) {
    const sum = sums.get(keyOf(m));
    if (sum) sum.amount += m.amount;
    else sums.set(keyOf(m), { user_id: m.userId, server_id: m.serverId, coin: m.coin, amount: m.amount });
  }
  const rows = [...sums.values()].map((s) => ({ ...s, amount: s.amount.toString() }));
  const totals = await queryRows<{
    user_id: string | number;
    server_id: number;
    coin: string;
    available: string;
    frozen: string;
  }>(
    tx,
    sql`insert into balances (user_id, server_id, coin, available)
        select v.user_id, v.server_id, v.coin, v.amount
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as v(user_id bigint, server_id integer, coin text, amount numeric)
        on conflict (user_id, server_id, coin) do update
          set available = balances.available + excluded.available, updated_at = now()
        returning user_id, server_id, coin, available::text, frozen::text`,
  );
  // Walk back from each balance's final value to the value after each movement.
  const running = new Map(
    totals.map((row) => [
      `${row.user_id}:${row.server_id}:${row.coin}`,
      { available: BigInt(row.available), frozen: BigInt(row.frozen) },
    ]),
  );
  const entries = new Array<typeof ledgerEntries.$inferInsert>(movements.length);
  for (let i = movements.length - 1; i >= 0; i -= 1) {
    const m = movements[i]!;
    const balance = running.get(keyOf(m))!;
    entries[i] = {
      userId: m.userId,
      serverId: m.serverId,
      coin: m.coin,
      availableDelta: m.amount,
      frozenDelta: 0n,
      availableAfter: balance.available,
      frozenAfter: balance.frozen,
      reason: m.reason,
      reference: m.reference,
    };
    balance.available -= m.amount;
  }
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    await tx.insert(ledgerEntries).values(entries.slice(i, i + INSERT_CHUNK));
  }
}

/**
 * Takes `amount` (> 0) from a user's available balance only if it is there, and journals it.
 * Returns the new balance, or null (nothing changed) when the balance is too small.
 */
export async function debit(tx: Db, m: Movement): Promise<bigint | null> {
  const [row] = await tx
    .update(balances)
    .set({ available: sql`${balances.available} - ${m.amount.toString()}::numeric`, updatedAt: updatedAt(m) })
    .where(
      and(
        eq(balances.userId, m.userId),
        eq(balances.serverId, m.serverId),
        eq(balances.coin, m.coin),
        gte(balances.available, m.amount),
      ),
    )
    .returning(after);
  if (!row) return null;
  await journal(tx, m, -m.amount, row);
  return row.available;
}

/**
 * Changes a user's available and frozen balance of a coin by the given deltas, only if neither
 * goes below zero, and journals it. Returns the new balance, or null (nothing changed) when a
 * balance is too small (or the user never held the coin).
 */
export async function shift(
  tx: Db,
  m: Movement,
  deltas: { available: bigint; frozen: bigint },
): Promise<{ available: bigint; frozen: bigint } | null> {
  const [row] = await tx
    .update(balances)
    .set({
      available: sql`${balances.available} + ${deltas.available.toString()}::numeric`,
      frozen: sql`${balances.frozen} + ${deltas.frozen.toString()}::numeric`,
      updatedAt: updatedAt(m),
    })
    .where(
      and(
        eq(balances.userId, m.userId),
        eq(balances.serverId, m.serverId),
        eq(balances.coin, m.coin),
        gte(balances.available, -deltas.available),
        gte(balances.frozen, -deltas.frozen),
      ),
    )
    .returning(after);
  if (!row) return null;
  await journal(tx, m, deltas.available, row, deltas.frozen);
  return row;
}

/** Moves `amount` from available to frozen (a withdrawal asked for, an offer made); null when not available. */
export function freeze(tx: Db, m: Movement) {
  return shift(tx, m, { available: -m.amount, frozen: m.amount });
}

/** Moves `amount` from frozen back to available (a withdrawal failed, an offer ended); null when not frozen. */
export function release(tx: Db, m: Movement) {
  return shift(tx, m, { available: m.amount, frozen: -m.amount });
}

async function journal(
  tx: Db,
  m: Movement,
  delta: bigint,
  row: { available: bigint; frozen: bigint },
  frozenDelta = 0n,
) {
  await tx.insert(ledgerEntries).values({
    userId: m.userId,
    serverId: m.serverId,
    coin: m.coin,
    availableDelta: delta,
    frozenDelta,
    availableAfter: row.available,
    frozenAfter: row.frozen,
    reason: m.reason,
    reference: m.reference,
    createdAt: m.at,
  });
}

export interface CoinBalances {
  coins: Record<string, string>;
  frozen_coins: Record<string, string>;
}

/** A role's available and frozen balance of every coin (0 for coins never held), as strings. */
export async function balancesOf(db: Db, userId: number, serverId: number): Promise<CoinBalances> {
  const rows = await db
    .select()
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.serverId, serverId)));
  const coins: Record<string, string> = {};
  const frozen: Record<string, string> = {};
  for (const coin of COINS) {
    const row = rows.find((r) => r.coin === coin);
    coins[coin] = (row?.available ?? 0n).toString();
    frozen[coin] = (row?.frozen ?? 0n).toString();
  }
  return { coins, frozen_coins: frozen };
}

/** A role's available balance of one coin. */
export async function availableOf(db: Db, userId: number, serverId: number, coin: string): Promise<bigint> {
  const [row] = await db
    .select({ available: balances.available })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.serverId, serverId), eq(balances.coin, coin)));
  return row?.available ?? 0n;
}
