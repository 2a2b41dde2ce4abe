import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { type Coin, formatUnits, parseUnits } from '@yuanlong/shared/coins';
import {
  WITHDRAW_COOLDOWN_HOURS,
  type Withdrawal,
  type Withdrawals,
  type WithdrawBody,
} from '@yuanlong/shared/withdraw';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { coinDecimals } from '../../chain/coin-decimals.ts';
import { txConfirmations } from '../../chain/confirmations.ts';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertHasRole } from '../../game/rules.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { verifyFundPassword } from '../account/fund-password.ts';
import { checkSecondFactor } from '../account/second-factor.ts';
import { assertNoSecurityHold, formatUtc, securityHoldUntil } from '../account/security-hold.ts';
import { loadUser } from '../account/users.ts';
import { recordActivities } from '../activity/service.ts';
import { freeze, LEDGER_REASONS } from '../ledger/ledger.ts';
import { positiveAmount } from '../market/rules.ts';
import { type WithdrawalRow, withdrawalReference } from './store.ts';

const COOLDOWN_MS = WITHDRAW_COOLDOWN_HOURS * 3_600_000;
/** How many withdrawals GET answers (newest first). */
const LIST_SIZE = 20;

/** A minimum in whole coins (decimal text) as base units, rounded up to a base unit. */
export function minimumUnits(text: string, decimals: number): bigint {
  const exact = parseUnits(text, decimals);
  if (exact !== null) return exact;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return parseUnits(`${whole}.${fraction.slice(0, decimals)}`, decimals)! + 1n;
}

/** The decimals of every coin, or 503 when the chain cannot tell (not configured or unreachable). */
async function decimalsOrUnavailable(ctx: ServiceContext): Promise<Record<Coin, number>> {
  const decimals = await coinDecimals(ctx.chain)?.catch(() => undefined);
  if (!decimals) throw new AppError('unavailable');
  return decimals;
}

/** The latest withdrawal that counts for the once-per-24-hours rule (not failed or refused), if any is recent. */
async function lastCounting(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ createdAt: withdrawals.createdAt })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        notInArray(withdrawals.state, ['failed', 'refused']),
        gt(withdrawals.createdAt, new Date(now.getTime() - COOLDOWN_MS)),
      ),
    )
    .orderBy(desc(withdrawals.createdAt))
    .limit(1);
  return row;
}

/**
 * Asks to withdraw coins of the role on `serverId` from the game to the account's own wallet.
 * Rules, in order: a role there, a bound e-mail, an activated account, the fund password (its
 * throttle and lock), the second factor when on, an amount above
 * zero and at least the coin's minimum, no other withdrawal (except failed or refused ones) in the last
 * 24 hours, enough available balance. One transaction, under a lock on the user's row (so two
 * parallel requests cannot both pass the 24-hour rule or overdraw): the amount moves from
 * available to frozen (`withdraw_frozen`), the withdrawal is queued and an activity written.
 */
export async function requestWithdrawal(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  body: WithdrawBody,
): Promise<Withdrawal> {
  const user = await loadUser(ctx.db, userId);
  await assertHasRole(ctx.db, userId, serverId);
  if (!user.email) throw new AppError('forbidden', 'bindEmailFirst');
  if (!user.activatedAt) throw new AppError('forbidden', 'activateTopUp');
  const now = ctx.clock();
  assertNoSecurityHold(user, now);
  await verifyFundPassword(ctx.db, userId, body.pay_password, now);
  await checkSecondFactor(ctx, user, body.totp_code);
  const amount = positiveAmount(body.amount, 'amount');
  const decimals = (await decimalsOrUnavailable(ctx))[body.coin];
  const settings = ctx.settings.current();
  const minimum = minimumUnits(settings.withdraw_minimums[body.coin], decimals);
  // Above its coin's hold threshold it waits for an operator's review (released or refused).
  const threshold = settings.withdraw_hold_thresholds[body.coin];
  const held = threshold !== '' && amount > minimumUnits(threshold, decimals);
  if (amount < minimum) {
    throw new AppError('invalidInput', 'withdrawBelowMinimum', {
      field: 'amount',
      minimum: formatUnits(minimum, decimals),
      coin: body.coin,
    });
  }
  // More than any balance can hold (and than numeric(78,0) stores).
  if (amount >= 2n ** 256n) throw new AppError('invalidInput', 'insufficientBalance', { field: 'amount' });
  if (!user.address) throw new AppError('invalidInput', 'invalidInput', { field: 'address' });
  const toAddress = user.address.toLowerCase();

  const row = await inTransaction(ctx.db, async (tx) => {
    // Serialises this user's requests: the 24-hour rule and the balance are checked under it.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const last = await lastCounting(tx, userId, now);
    if (last) {
      const next = new Date(last.createdAt.getTime() + COOLDOWN_MS);
      throw new AppError(
        'tooManyRequests',
        'withdrawOncePerDay',
        { time: formatUtc(next) },
        Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
      );
    }
    const [created] = await tx
      .insert(withdrawals)
      .values({
        userId,
        serverId,
        coin: body.coin,
        amount,
        toAddress,
        chainId: ctx.chain.chainId,
        createdAt: now,
        state: held ? 'held' : 'queued',
      })
      .returning();
    const frozen = await freeze(tx, {
      userId,
      serverId,
      coin: body.coin,
      amount,
      reason: LEDGER_REASONS.withdrawFrozen,
      reference: withdrawalReference(created!.id),
    });
    // Rolls the insert back with it.
    if (!frozen) throw new AppError('invalidInput', 'insufficientBalance', { field: 'amount' });
    await recordActivities(tx, [
      {
        userId,
        type: ACTIVITY_TYPES.coinWithdrawRequested.code,
        amount,
        coin: body.coin,
        twoAddress: toAddress,
        indexId: created!.id,
        createdAt: now,
      },
    ]);
    return created!;
  });
  return toWithdrawal(row, 0, ctx.chain.confirmations);
}

/** The user's latest withdrawals with their confirmations, the minimums and when the next is allowed. */
export async function listWithdrawals(ctx: ServiceContext, userId: number): Promise<Withdrawals> {
  const now = ctx.clock();
  const rows = await ctx.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(LIST_SIZE);
  const required = ctx.chain.confirmations;
  const sent = rows.filter((r) => r.state === 'sent' && r.txHash).map((r) => r.txHash!);
  // Progress is a nicety: when the chain cannot be read just now, it shows 0.
  const confirmations = await txConfirmations(ctx.chain, sent).catch(() => new Map<string, number>());
  const items = rows.map((r) =>
    toWithdrawal(
      r,
      r.state === 'paid' ? required : r.state === 'sent' ? (confirmations.get(r.txHash ?? '') ?? 0) : 0,
      required,
    ),
  );
  const decimals = await coinDecimals(ctx.chain)?.catch(() => undefined);
  const inUnits = (table: Record<Coin, string>) => {
    const units: Record<string, string> = {};
    if (decimals) {
      for (const [coin, text] of Object.entries(table) as [Coin, string][]) {
        units[coin] = minimumUnits(text, decimals[coin]).toString();
      }
    }
    return units;
  };
  const last = await lastCounting(ctx.db, userId, now);
  const hold = securityHoldUntil(await loadUser(ctx.db, userId), now);
  return {
    items,
    minimums: inUnits(ctx.settings.current().withdraw_minimums),
    deposit_minimums: inUnits(ctx.depositMinimums),
    next_allowed_at: last ? new Date(last.createdAt.getTime() + COOLDOWN_MS).toISOString() : null,
    security_hold_until: hold?.toISOString() ?? null,
  };
}

function toWithdrawal(row: WithdrawalRow, confirmations: number, required: number): Withdrawal {
  return {
    id: row.id,
    coin: row.coin as Coin,
    amount: row.amount.toString(),
    to_address: row.toAddress,
    state: row.state as Withdrawal['state'],
    tx_hash: row.txHash,
    confirmations,
    required,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
