import { describe, expect, it } from 'vitest';
import { duel, wildDragon } from './duel.ts';

describe('dragon duel', () => {
  const mine = { name: 'A', hp: 10_000, attack: 1_000 };

  it('replays the same duel for the same seed, and ends when one side falls', () => {
    const wild = wildDragon(5, 1, 42, 'W');
    const first = duel(mine, wild, 7);
    expect(duel(mine, wild, 7)).toEqual(first);
    const last = first.rounds.at(-1)!;
    expect(Math.min(...last.hp)).toBe(0);
    expect(first.winner).toBe(last.hp[1] === 0 ? 0 : 1);
    expect(first.rounds.every((r, i) => r.attacker === i % 2)).toBe(true);
  });

  it('keeps blows within 80–120% of the attack, doubled on a critical', () => {
    const { rounds } = duel(mine, { name: 'W', hp: 1e9, attack: 1 }, 3);
    for (const r of rounds.filter((x) => x.attacker === 0)) {
      const [low, high] = r.critical ? [1600, 2400] : [800, 1200];
      expect(r.damage).toBeGreaterThanOrEqual(low);
      expect(r.damage).toBeLessThanOrEqual(high);
    }
    expect(rounds).toHaveLength(60);
  });

  it('lets a much stronger dragon win', () => {
    const weak = { name: 'W', hp: 2_000, attack: 100 };
    for (let seed = 0; seed < 20; seed += 1) expect(duel(mine, weak, seed).winner).toBe(0);
  });
});
