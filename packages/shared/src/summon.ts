import { z } from 'zod';
import { baseUnits } from './user.ts';

/*
 * Summoning heroes (POST /api/user/summon). The odds per grade tier are fixed here, shown to the
 * player before paying and used by the server's draw; the draw is seeded and stored before it
 * is shown, so anyone can recompute it (see summonRoll).
 */

/** Grade tiers of a summon with their odds in basis points (they add up to 10,000). */
export const SUMMON_TIERS = [
  { tier: 1, grades: [1, 5], bps: 6_000 },
  { tier: 2, grades: [6, 10], bps: 2_500 },
  { tier: 3, grades: [11, 15], bps: 1_000 },
  { tier: 4, grades: [16, 20], bps: 400 },
  { tier: 5, grades: [21, 24], bps: 100 },
] as const;

/** How many heroes one summon draws: single or ×10. */
export const SUMMON_COUNTS = [1, 10] as const;
export type SummonCount = (typeof SUMMON_COUNTS)[number];

/** The coin summons are paid in when not with tickets. */
export const SUMMON_COIN = 'MDS' as const;
/** Price in whole MDS: a ×10 summon costs nine singles. */
export const SUMMON_PRICE_WHOLE: Record<SummonCount, bigint> = { 1: 100n, 10: 900n };
/** Premium summon tickets per summon: one per hero. */
export const SUMMON_TICKETS: Record<SummonCount, number> = { 1: 1, 10: 10 };

/**
 * One hero of a summon from 32 random bytes (the SHA-256 of `${seed}:${index}`): bytes 0–3 pick
 * the tier by the odds (a number 0–9,999), then the grade within the tier, the camp, the
 * profession, the element and the star.
 */
export function summonRoll(bytes: Uint8Array) {
  const u32 = (at: number) =>
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  const roll = u32(0) % 10_000;
  let below = 0;
  const tier =
    SUMMON_TIERS.find((t) => {
      below += t.bps;
      return roll < below;
    }) ?? SUMMON_TIERS[0];
  const [low, high] = tier.grades;
  const grade = low + (u32(4) % (high - low + 1));
  return {
    roll,
    tier: tier.tier,
    grade,
    camp: 1 + (u32(8) % 5),
    profession: 1 + (u32(12) % 4),
    element: 1 + (u32(16) % 5),
    star: Math.min(7, Math.max(1, Math.floor((grade + 3) / 4))),
    nameIndex: u32(20),
  };
}

export const summonBody = z.object({
  count: z.union([z.literal(1), z.literal(10)], { error: 'summonCount' }),
  /** Pay with premium summon tickets or with MDS. */
  pay: z.enum(['ticket', 'coin'], { error: 'summonPay' }),
});
export type SummonBody = z.infer<typeof summonBody>;

export const summonHeroSchema = z.object({
  asset_id: z.number().int(),
  name: z.string(),
  grade: z.number().int(),
  tier: z.number().int(),
  camp: z.number().int(),
  profession: z.number().int(),
  element: z.number().int(),
  star: z.number().int(),
  /** The 0–9,999 number that chose the tier. */
  roll: z.number().int(),
});

export type SummonHero = z.infer<typeof summonHeroSchema>;

export const summonResultSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  pay: z.enum(['ticket', 'coin']),
  /** What was spent: tickets, or MDS base units. */
  cost: baseUnits,
  /** The draw's secret seed (hex), revealed with the result: hero i = summonRoll(SHA-256(`${seed}:${i}`)). */
  seed: z.string(),
  created_at: z.string(),
  heroes: z.array(summonHeroSchema),
});
export type SummonResult = z.infer<typeof summonResultSchema>;

/** GET /api/user/summon: what a summon costs and yields, what the user holds, their last summons. */
export const summonInfoSchema = z.object({
  tiers: z.array(
    z.object({ tier: z.number().int(), grades: z.tuple([z.number(), z.number()]), bps: z.number().int() }),
  ),
  coin: z.literal(SUMMON_COIN),
  prices: z.object({ 1: baseUnits, 10: baseUnits }),
  tickets_per: z.object({ 1: z.number().int(), 10: z.number().int() }),
  tickets: z.number().int(),
  balance: baseUnits,
  history: z.array(summonResultSchema),
});
export type SummonInfo = z.infer<typeof summonInfoSchema>;
