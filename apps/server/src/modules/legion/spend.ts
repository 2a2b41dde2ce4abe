import { LEGION_RULES, POINT_TYPES, pointsOf } from '@yuanlong/shared/legion';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { legionPoints } from '../../db/schema.ts';
import { standingOf } from './levels.ts';

/** One spend that legion points are computed from. */
export interface Spend {
  /** Who spent. */
  userId: number;
  coin: string;
  /** Base units (> 0). */
  amount: bigint;
  /** What it was, unique per spend: e.g. `listing:42` (market purchase), `summon:7`. */
  reference: string;
  /** When it happened (default: the database's now()). */
  at?: Date;
}

/**
 * Records a spend inside the caller's transaction (the purchase's or summon's, so points are
 * earned exactly when the spend commits). Only spend in MDS counts (LEGION_RULES.spendCoin);
 * others are ignored. Writes, at the levels of this moment:
 * - type 2 (spending) for the spender: own rate of its level (Warrior 6%, Cavalier 8%, Nobleman 10%);
 * - type 1 (referral) for its direct inviter: 2% (Cavalier) or 3% (Nobleman).
 * Points = floor(amount × rate bps / 10000) in MDS base units; zero points write nothing.
 * Recording the same reference again changes nothing. Returns the points written.
 */
export async function recordSpend(tx: Db, spend: Spend): Promise<{ own: bigint; inviter: bigint }> {
  const none = { own: 0n, inviter: 0n };
  if (spend.coin !== LEGION_RULES.spendCoin || spend.amount <= 0n) return none;
  const own = await standingOf(tx, spend.userId);
  const ownPoints = pointsOf(spend.amount, LEGION_RULES.ownSpendBps[own.level]);
  const base = { spend: spend.amount, spenderId: spend.userId, coin: spend.coin, reference: spend.reference };
  const at = spend.at ? { createdAt: spend.at } : {};
  const rows = [];
  if (ownPoints > 0n) {
    rows.push({
      ...base,
      ...at,
      userId: spend.userId,
      type: POINT_TYPES.spending,
      points: ownPoints,
      rateBps: LEGION_RULES.ownSpendBps[own.level],
      level: own.level,
    });
  }
  let inviterPoints = 0n;
  const inviterId = await inviterOf(tx, spend.userId);
  if (inviterId !== undefined) {
    const inviter = await standingOf(tx, inviterId);
    const rate = LEGION_RULES.inviteeSpendBps[inviter.level];
    inviterPoints = pointsOf(spend.amount, rate);
    if (inviterPoints > 0n) {
      rows.push({
        ...base,
        ...at,
        userId: inviterId,
        type: POINT_TYPES.referral,
        points: inviterPoints,
        rateBps: rate,
        level: inviter.level,
      });
    }
  }
  if (rows.length === 0) return none;
  const written = await tx.insert(legionPoints).values(rows).onConflictDoNothing().returning({
    type: legionPoints.type,
  });
  return {
    own: written.some((r) => r.type === POINT_TYPES.spending) ? ownPoints : 0n,
    inviter: written.some((r) => r.type === POINT_TYPES.referral) ? inviterPoints : 0n,
  };
}

/** The user's direct inviter (bound at sign-in), if any. */
export async function inviterOf(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`select i.id from users u join users i on i.invite_code = u.inviter_code
        where u.id = ${userId} and u.inviter_code <> '' and i.id <> u.id`,
  );
  return row ? Number(row.id) : undefined;
}
