import { z } from 'zod';
import { pageQuery } from './invite.ts';

/**
 * The legion programme's figures (spec section 9), in one place: the server computes with
 * them and the rules page shows them. Rates are basis points (1/100 of a percent).
 */
export const LEGION_LEVELS = { soldier: 1, warrior: 2, cavalier: 3, nobleman: 4 } as const;
export type LegionLevel = (typeof LEGION_LEVELS)[keyof typeof LEGION_LEVELS];

export const LEGION_RULES = {
  /** Warrior: a role of the user passed this lord (boss) challenge level, as the game reports. */
  warriorBossLevel: 30,
  /** Cavalier: a Warrior with at least this many activated direct invitees who are Warriors (or higher). */
  cavalierWarriorInvitees: 6,
  /** Nobleman: a Cavalier with at least this many activated direct invitees who are Cavaliers (or higher). */
  noblemanCavalierInvitees: 6,
  /** Type 2 points: basis points of the user's own spend, by level. */
  ownSpendBps: { 1: 0, 2: 600, 3: 800, 4: 1000 } as Record<LegionLevel, number>,
  /** Type 1 points: basis points of the direct invitees' spend, by the inviter's level. */
  inviteeSpendBps: { 1: 0, 2: 0, 3: 200, 4: 300 } as Record<LegionLevel, number>,
  /** Only spend in this coin counts; 1 point = 1 base unit of it (so 1 point = 1 MDS). */
  spendCoin: 'MDS',
  /** Days between two claims of points as MDS. */
  claimIntervalDays: 7,
  /** Places in the monthly ranking (calendar month, UTC). */
  rankingSize: 100,
  /** Premium summon tickets an inviter earns per activated invitee. */
  ticketsPerActivatedInvitee: 1,
} as const;

/** Point types (spec section 3). */
export const POINT_TYPES = { referral: 1, spending: 2 } as const;
export type PointType = (typeof POINT_TYPES)[keyof typeof POINT_TYPES];

/** Points of a spend at a rate: rounded down to a whole base unit (the one rounding rule). */
export function pointsOf(spend: bigint, bps: number): bigint {
  if (spend <= 0n || bps <= 0) return 0n;
  return (spend * BigInt(bps)) / 10_000n;
}

const baseUnits = z.string().regex(/^\d+$/);
const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** GET /api/user/team: the user's legion level and what decides it. */
export const teamSchema = z.object({
  level: levelSchema,
  boss_level: z.number().int(),
  warrior_invitees: z.number().int(),
  cavalier_invitees: z.number().int(),
  invitees: z.number().int(),
  activated_invitees: z.number().int(),
  summon_tickets: z.number().int(),
  /** The rates at this level, basis points. */
  own_rate_bps: z.number().int(),
  invitee_rate_bps: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/user/brp/active: the points account and the claim clock. */
export const pointsAccountSchema = z.object({
  earned: baseUnits,
  claimed: baseUnits,
  claimable: baseUnits,
  month_points: baseUnits,
  last_claim_at: z.string().nullable(),
  /** When the next claim is allowed (now or later). */
  next_claim_at: z.string(),
  can_claim: z.boolean(),
});
export type PointsAccount = z.infer<typeof pointsAccountSchema>;

/** POST /api/receive/mds: what the claim paid. */
export const claimResultSchema = z.object({
  claim_id: z.number().int(),
  amount: baseUnits,
  coin: z.string(),
  balance: baseUnits,
  next_claim_at: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month');

/** GET /api/integral/rank: a calendar month (UTC), default the current one. */
export const rankQuery = z.object({ month: monthSchema.optional() });
export const rankEntrySchema = z.object({
  rank: z.number().int(),
  userid: z.number().int(),
  name: z.string(),
  points: baseUnits,
});
export const rankingSchema = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  list: z.array(rankEntrySchema),
  /** The user's own place: rank null when no points this month. */
  mine: z.object({ rank: z.number().int().nullable(), points: baseUnits }),
});
export type Ranking = z.infer<typeof rankingSchema>;

/** GET /api/integral/active: every point entry and claim, newest first, paged. */
export const historyQuery = pageQuery;
export const historyEntrySchema = z.object({
  /** `points` (an entry of type 1 or 2) or `claim`. */
  kind: z.enum(['points', 'claim']),
  id: z.number().int(),
  type: z.number().int().nullable(),
  amount: baseUnits,
  spend: baseUnits.nullable(),
  rate_bps: z.number().int().nullable(),
  level: z.number().int().nullable(),
  /** Whose spend it was (masked address or nickname), for type 1. */
  from: z.string().nullable(),
  created_at: z.string(),
});
export const historySchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  list: z.array(historyEntrySchema),
});
export type History = z.infer<typeof historySchema>;
