import { describe, expect, it } from 'vitest';
import * as activities from './activities.ts';
import * as cardStatus from './card-status.ts';
import * as catalogue from './catalogue.ts';
import * as legion from './legion.ts';
import { MESSAGES } from './messages.ts';
import * as skills from './skills.ts';

/**
 * Texts that read the same in English and Indonesian on purpose: proper names (the spec's camp
 * name "Chita") and units or abbreviations (HP).
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set(['Chita', 'HP']);

/** Every { en, in } text pair reachable from a value, with where it was found. */
function textPairs(
  value: unknown,
  where: string,
  seen = new Set<unknown>(),
): { where: string; en: string; in: string }[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const texts = value as Record<string, unknown>;
  const own =
    typeof texts.en === 'string' && typeof texts.in === 'string'
      ? [{ where, en: texts.en, in: texts.in }]
      : [];
  return [...own, ...Object.entries(texts).flatMap(([key, v]) => textPairs(v, `${where}.${key}`, seen))];
}

describe('Indonesian texts', () => {
  const pairs = textPairs({ activities, catalogue, cardStatus, legion, MESSAGES, skills }, 'shared');

  it('finds the text tables (messages, catalogue, activities)', () => {
    expect(pairs.length).toBeGreaterThan(150);
  });

  it('translates every one: none equals its English text unless it is a name or a unit', () => {
    const same = pairs.filter((p) => p.en === p.in && !SAME_IN_EVERY_LANGUAGE.has(p.en));
    expect(same.map((p) => `${p.where}: ${p.en}`)).toEqual([]);
  });
});
