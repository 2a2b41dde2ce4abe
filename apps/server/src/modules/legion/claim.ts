import type { ClaimResult, PointsAccount } from '@yuanlong/shared/legion';
import { LEGION_RULES } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { legionClaims } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertHasRole } from '../../game/rules.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { credit, LEDGER_REASONS } from '../ledger/ledger.ts';
import { monthRange } from './month.ts';

const INTERVAL_MS = LEGION_RULES.claimIntervalDays * 24 * 60 * 60 * 1000;

interface Totals {
  earned: bigint;
  claimed: bigint;
  lastClaimAt: Date | null;
}

async function totalsOf(db: Db, userId: number): Promise<Totals> {
  const [row] = await queryRows<{ earned: string; claimed: string; last: Date | string | null }>(
    db,
    sql`select
          (select coalesce(sum(points), 0)::text from legion_points where user_id = ${userId}) as earned,
          (select coalesce(sum(amount), 0)::text from legion_claims where user_id = ${userId}) as claimed,
          (select max(created_at) from legion_claims where user_id = ${userId}) as last`,
  );
  return {
    earned: BigInt(row?.earned ?? '0'),
    claimed: BigInt(row?.claimed ?? '0'),
    lastClaimAt: row?.last ? new Date(row.last) : null,
  };
}

/** When a user whose last claim was at `last` may claim again (at once when never). */
export function nextClaimAt(last: Date | null, now: Date): Date {
  return last ? new Date(last.getTime() + INTERVAL_MS) : now;
}

/** The points account: earned, claimed, claimable, this month's points and the claim clock. */
export async function pointsAccount(ctx: ServiceContext, userId: number): Promise<PointsAccount> {
  const now = ctx.clock();
  const totals = await totalsOf(ctx.db, userId);
  const { from, to } = monthRange(now);
  const [month] = await queryRows<{ points: string }>(
    ctx.db,
    sql`select coalesce(sum(points), 0)::text as points from legion_points
        where user_id = ${userId} and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`,
  );
  const next = nextClaimAt(totals.lastClaimAt, now);
  const claimable = totals.earned - totals.claimed;
  return {
    earned: totals.earned.toString(),
    claimed: totals.claimed.toString(),
    claimable: claimable.toString(),
    month_points: month?.points ?? '0',
    last_claim_at: totals.lastClaimAt?.toISOString() ?? null,
    next_claim_at: next.toISOString(),
    can_claim: claimable > 0n && next.getTime() <= now.getTime(),
  };
}

/**
 * Pays all unclaimed points (the account's) as MDS to the role on `serverId` through the ledger,
 * at most once every 7 days. The user's
 * row is locked first, so parallel claims run one after the other: the first pays, the others
 * find a claim younger than 7 days and are refused. The next claim is allowed exactly 7 days
 * (to the millisecond) after the last one.
 */
export async function claimPoints(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
): Promise<ClaimResult> {
  await assertHasRole(ctx.db, userId, serverId);
  return inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const now = ctx.clock();
    const totals = await totalsOf(tx, userId);
    const next = nextClaimAt(totals.lastClaimAt, now);
    if (next.getTime() > now.getTime()) {
      throw new AppError(
        'tooManyRequests',
        'legionClaimTooSoon',
        { time: `${next.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
        Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
      );
    }
    const amount = totals.earned - totals.claimed;
    if (amount <= 0n) throw new AppError('invalidInput', 'legionNothingToClaim', { field: 'points' });
    const [claim] = await tx
      .insert(legionClaims)
      .values({ userId, serverId, amount, createdAt: now })
      .returning({ id: legionClaims.id });
    const balance = await credit(tx, {
      userId,
      serverId,
      coin: LEGION_RULES.spendCoin,
      amount,
      reason: LEDGER_REASONS.legionClaim,
      reference: `legion_claim:${claim!.id}`,
    });
    return {
      claim_id: claim!.id,
      amount: amount.toString(),
      coin: LEGION_RULES.spendCoin,
      balance: balance.toString(),
      next_claim_at: nextClaimAt(now, now).toISOString(),
    };
  });
}
