import { z } from 'zod';
import { baseUnits } from './user.ts';

/*
 * Caring for dragons: activation (not activated → activated, paid once), levelling and
 * refining (activated dragons only). Prices are whole coins; the server turns them into base
 * units with the coin's decimals.
 */

/** POST /api/user/active/{id} costs MDS; POST /api/user/bgg/active/{id} the second game's coin, HFH. */
export const DRAGON_ACTIVATION = { MDS: 50n, HFH: 50n } as const;
export type DragonActivationCoin = keyof typeof DRAGON_ACTIVATION;

export const DRAGON_MAX_LEVEL = 15;
export const DRAGON_MAX_REFINE = 10;
/** The coin levelling and refining are paid in. */
export const DRAGON_CARE_COIN = 'MDS' as const;

/** Whole MDS to go from `level` to `level + 1`. */
export const levelUpPrice = (level: number): bigint => BigInt(level) * 10n;
/** Whole MDS to go from refine `refine` to `refine + 1`. */
export const refinePrice = (refine: number): bigint => BigInt(refine + 1) * 20n;

/** A dragon's team bonus, own attributes and power from its level and refine level (the game's formula). */
export function dragonStats(level: number, refine: number) {
  const teamHp = 5000 + level * 1200 + refine * 800;
  const teamAttack = 600 + level * 140 + refine * 90;
  return {
    teamHp,
    teamAttack,
    power: Math.floor(teamHp / 10) + teamAttack,
    hp: 800 + level * 420 + refine * 300,
    att: 120 + level * 65 + refine * 40,
    defense: 90 + level * 48 + refine * 30,
  };
}

export const dragonCareResultSchema = z.object({
  id: z.number().int(),
  state: z.number().int(),
  level: z.number().int(),
  refine_level: z.number().int(),
  team_hp: z.number().int(),
  team_attack: z.number().int(),
  power: z.number().int(),
  /** What was paid, in base units of `coin`. */
  cost: baseUnits,
  coin: z.string(),
});
export type DragonCareResult = z.infer<typeof dragonCareResultSchema>;
