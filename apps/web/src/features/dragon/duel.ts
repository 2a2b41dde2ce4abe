import { dragonStats } from '@yuanlong/shared/dragon-care';

/** One side of a duel: its name and the team HP and attack it fights with. */
export interface Fighter {
  name: string;
  hp: number;
  attack: number;
}

export interface DuelRound {
  /** 0: the player's dragon struck, 1: the wild one. */
  attacker: 0 | 1;
  damage: number;
  critical: boolean;
  hp: [number, number];
}

/** A small seeded generator (mulberry32): the same seed replays the same duel. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A wild dragon near the player's dragon's strength (80–120% of a dragon of its level and refine). */
export function wildDragon(level: number, refine: number, seed: number, name: string): Fighter {
  const next = random(seed ^ 0x5eed);
  const stats = dragonStats(level, refine);
  const scale = 0.8 + next() * 0.4;
  return { name, hp: Math.round(stats.teamHp * scale), attack: Math.round(stats.teamAttack * scale) };
}

/**
 * Turn by turn, the player's dragon first: each blow is 80–120% of the attacker's attack, one in
 * ten a critical (double). Ends when one falls, or after 60 blows (the one with more HP left wins).
 */
export function duel(mine: Fighter, wild: Fighter, seed: number): { rounds: DuelRound[]; winner: 0 | 1 } {
  const next = random(seed);
  const hp: [number, number] = [mine.hp, wild.hp];
  const rounds: DuelRound[] = [];
  for (let i = 0; i < 60 && hp[0] > 0 && hp[1] > 0; i += 1) {
    const attacker = (i % 2) as 0 | 1;
    const target = attacker === 0 ? 1 : 0;
    const critical = next() < 0.1;
    const base = (attacker === 0 ? mine : wild).attack * (0.8 + next() * 0.4);
    const damage = Math.round(critical ? base * 2 : base);
    hp[target] = Math.max(0, hp[target] - damage);
    rounds.push({ attacker, damage, critical, hp: [hp[0], hp[1]] });
  }
  const winner = hp[1] === 0 || hp[0] / mine.hp > hp[1] / wild.hp ? 0 : 1;
  return { rounds, winner };
}
