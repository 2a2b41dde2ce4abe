import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vouchers, withdrawals } from '../../db/schema.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordActivities } from '../activity/service.ts';
import { LEDGER_REASONS, release } from '../ledger/ledger.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** A withdrawal whose voucher (nonce, deadline) is fixed. */
export type VoucheredWithdrawal = WithdrawalRow & { voucherNonce: number; deadline: Date };

/** The ledger reference of a withdrawal's balance changes. */
export function withdrawalReference(id: number): string {
  return `withdrawal:${id}`;
}

/** Open withdrawals (queued or sent) on a chain, oldest first. */
export function openWithdrawals(db: Db, chainId: number, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.chainId, chainId), inArray(withdrawals.state, ['queued', 'sent'])))
    .orderBy(withdrawals.id)
    .limit(limit);
}

/**
 * Fixes a withdrawal's payout voucher once: a nonce from the shared voucher sequence (the same
 * one if asked again: `(payout, withdrawal:<id>)` is unique) and a deadline in whole seconds.
 * Committed before anything is signed, so every later attempt signs the very same voucher and
 * the vault's single-use nonce makes a second payment impossible.
 */
export async function fixVoucher(db: Db, w: WithdrawalRow, deadline: Date): Promise<VoucheredWithdrawal> {
  if (w.voucherNonce !== null && w.deadline !== null) return w as VoucheredWithdrawal;
  return inTransaction(db, async (tx) => {
    const reference = withdrawalReference(w.id);
    await tx.insert(vouchers).values({ kind: 'payout', reference }).onConflictDoNothing();
    const [voucher] = await tx
      .select({ nonce: vouchers.nonce })
      .from(vouchers)
      .where(and(eq(vouchers.kind, 'payout'), eq(vouchers.reference, reference)));
    const whole = new Date(Math.floor(deadline.getTime() / 1000) * 1000);
    await tx
      .update(withdrawals)
      .set({ voucherNonce: voucher!.nonce, deadline: whole })
      .where(and(eq(withdrawals.id, w.id), isNull(withdrawals.voucherNonce)));
    const [fixed] = await tx.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    return fixed as VoucheredWithdrawal;
  });
}

/**
 * Records the payout transaction sent for an open withdrawal (it stays paid if already paid); the
 * block of a new transaction is not known yet (the chain watcher notes it once mined). A previous
 * transaction (replaced with a higher fee, or no longer known to the node) is kept in
 * `replaced_tx_hashes`: should it be mined after all, it is still recognised as this payout's.
 */
export async function markSent(db: Db, id: number, txHash: string | null): Promise<void> {
  const hash = txHash?.toLowerCase();
  await db
    .update(withdrawals)
    .set({
      state: 'sent',
      ...(hash
        ? {
            txHash: hash,
            txBlock: null,
            replacedTxHashes: sql`array_remove(case when ${withdrawals.txHash} is null or ${withdrawals.txHash} = any(${withdrawals.replacedTxHashes}) then ${withdrawals.replacedTxHashes} else array_append(${withdrawals.replacedTxHashes}, ${withdrawals.txHash}) end, ${hash}::text)`,
          }
        : {}),
    })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.state, ['queued', 'sent'])));
}

/**
 * Gives an open withdrawal up (its voucher was revoked unused): `failed`, the frozen amount
 * available again (`withdraw_failed`), an activity entry. Returns false if it was not open.
 */
export async function markFailed(db: Db, id: number, at: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [w] = await tx
      .update(withdrawals)
      .set({ state: 'failed', finishedAt: at })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.state, ['queued', 'sent'])))
      .returning();
    if (!w) return false;
    await returnWithdrawal(tx, w, LEDGER_REASONS.withdrawFailed, at);
    return true;
  });
}

/**
 * Gives a withdrawal that will not be paid (failed, or refused by an operator) its frozen amount
 * back through the ledger, and records it in the player's activity as a failed withdrawal.
 */
export async function returnWithdrawal(
  tx: Db,
  w: WithdrawalRow,
  reason: typeof LEDGER_REASONS.withdrawFailed | typeof LEDGER_REASONS.withdrawRefused,
  at: Date,
): Promise<void> {
  const back = await release(tx, {
    userId: w.userId,
    serverId: w.serverId,
    coin: w.coin,
    amount: w.amount,
    reason,
    reference: withdrawalReference(w.id),
  });
  if (!back) throw new Error(`withdrawal ${w.id}: its amount is not frozen`);
  await recordActivities(tx, [
    {
      userId: w.userId,
      type: ACTIVITY_TYPES.coinWithdrawFailed.code,
      amount: w.amount,
      coin: w.coin,
      twoAddress: w.toAddress,
      indexId: w.id,
      createdAt: at,
    },
  ]);
}
