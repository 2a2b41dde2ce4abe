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
