import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawals } from '../db/schema.ts';
import { recordActivities } from '../modules/activity/service.ts';
import { LEDGER_REASONS, shift } from '../modules/ledger/ledger.ts';
import { withdrawalReference } from '../modules/withdraw/store.ts';
import type { DepositTargets } from './contracts.ts';
import { voucherNonceOf } from './effect-helpers.ts';
import type { Effect, FreshEvent, PayoutEffect } from './effect-types.ts';

/**
 * CoinPaidOut(coin, to, amount, account, nonce): the withdrawal whose voucher has that nonce,
 * if it is still open and the event pays exactly it (coin, amount, wallet, account), becomes
 * `paid` at the block's time with the paying transaction; its frozen amount leaves the game
 * (`withdraw_paid`), with an activity entry. Any other payout is recorded without effects.
 */
export async function applyPayouts(
  tx: Db,
  targets: DepositTargets,
  fresh: FreshEvent[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  for (const f of fresh) {
    const { args, blockTime, txHash } = f.event;
    const nonce = voucherNonceOf(f.event);
    if (nonce === undefined) continue;
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.voucherNonce, nonce), inArray(withdrawals.state, ['queued', 'sent'])))
      .for('update');
    if (
      !w ||
      targets.coinOf(args.coin ?? '') !== w.coin ||
      BigInt(args.amount ?? '0') !== w.amount ||
      (args.to ?? '') !== w.toAddress ||
      f.event.account !== BigInt(w.userId)
    ) {
      continue;
    }
    await tx
      .update(withdrawals)
      .set({ state: 'paid', finishedAt: blockTime, txHash: txHash.toLowerCase() })
      .where(eq(withdrawals.id, w.id));
    const paid = await shift(
      tx,
      {
        userId: w.userId,
        serverId: w.serverId,
        coin: w.coin,
        amount: w.amount,
        reason: LEDGER_REASONS.withdrawPaid,
        reference: withdrawalReference(w.id),
      },
      { available: 0n, frozen: -w.amount },
    );
    // An open withdrawal's amount is always frozen; anything else is a bug to stop at.
    if (!paid) throw new Error(`withdrawal ${w.id}: its amount is not frozen`);
    const [activity] = await recordActivities(tx, [
      {
        userId: w.userId,
        type: ACTIVITY_TYPES.coinWithdrawn.code,
        amount: w.amount,
        coin: w.coin,
        twoAddress: w.toAddress,
        indexId: w.id,
        createdAt: blockTime,
      },
    ]);
    effects.set(f.id, [
      ...(effects.get(f.id) ?? []),
      {
        kind: 'withdrawal_paid',
        withdrawal_id: w.id,
        user_id: w.userId,
        coin: w.coin,
        amount: w.amount.toString(),
      },
      { kind: 'activity', id: activity!.id },
    ]);
  }
}

/**
 * Undoes confirmed payouts a reorg dropped: the withdrawal is `sent` again (the payout worker
 * sends it again if its transaction does not come back; its block is looked up again) and its amount frozen again
 * (`withdraw_paid_reverted`).
 */
export async function undoPayouts(tx: Db, undo: PayoutEffect[]): Promise<void> {
  for (const u of undo) {
    const reopened = await tx
      .update(withdrawals)
      .set({ state: 'sent', finishedAt: null, txBlock: null })
      .where(and(eq(withdrawals.id, u.withdrawal_id), eq(withdrawals.state, 'paid')))
      .returning({ id: withdrawals.id, serverId: withdrawals.serverId });
    if (reopened.length === 0) continue;
    const amount = BigInt(u.amount);
    await shift(
      tx,
      {
        userId: u.user_id,
        serverId: reopened[0]!.serverId,
        coin: u.coin,
        amount,
        reason: LEDGER_REASONS.withdrawPaidReverted,
        reference: withdrawalReference(u.withdrawal_id),
      },
      { available: 0n, frozen: amount },
    );
  }
}
