import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX, nicknameSchema } from './account.ts';
import { hasDeceivingCharacters } from './display-text.ts';
import { roleNameSchema } from './players.ts';

const problem = (schema: typeof nicknameSchema, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** The usual spoofing strings: each would show reversed, hidden or blank in a list of names. */
const SPOOFS: [string, string][] = [
  ['right-to-left override', 'abc\u202Egnp.exe'],
  ['left-to-right override', '\u202Dadmin'],
  ['right-to-left embedding', 'x\u202By'],
  ['pop directional formatting', 'x\u202Cy'],
  ['left-to-right isolate', 'a\u2066b'],
  ['right-to-left isolate', 'a\u2067b'],
  ['first strong isolate', 'a\u2068b'],
  ['pop directional isolate', 'a\u2069b'],
  ['right-to-left mark', 'Hero\u200F'],
  ['left-to-right mark', '\u200EHero'],
  ['Arabic letter mark', 'Hero\u061C'],
  ['zero-width space', 'Ad\u200Bmin'],
  ['zero-width non-joiner', 'Ad\u200Cmin'],
  ['zero-width joiner', 'Ad\u200Dmin'],
  ['word joiner', 'Ad\u2060min'],
  ['byte order mark', 'Ad\uFEFFmin'],
  ['soft hyphen', 'Ad\u00ADmin'],
  ['tag character', 'Hero\u{E0041}'],
  ['NUL', 'Hero\u0000'],
  ['bell', 'He\u0007ro'],
  ['line feed', 'He\nro'],
  ['escape', '\u001B[31mred'],
  ['unit separator', 'He\u001Fro'],
  ['delete', 'He\u007Fro'],
  ['C1 control', 'He\u0085ro'],
  ['line separator', 'He\u2028ro'],
  ['paragraph separator', 'He\u2029ro'],
  ['Hangul filler', '\u3164'],
  ['halfwidth Hangul filler', 'a\uFFA0b'],
  ['blank Braille pattern', '\u2800\u2800'],
  ['private use', 'Hero\uE000'],
  ['lone surrogate', 'Hero\uD800'],
];

describe('names others see', () => {
  it.each(SPOOFS)('refuse a %s, with the names message', (_, spoof) => {
    expect(hasDeceivingCharacters(spoof.normalize('NFKC'))).toBe(true);
    expect(problem(nicknameSchema, spoof)).toBe('nameCharacters');
    expect(problem(roleNameSchema, spoof)).toBe('nameCharacters');
  });

  it('are normalised (NFKC, trimmed): fullwidth letters and compatibility forms become plain', () => {
    expect(nicknameSchema.parse('Ｈｅｒｏ')).toBe('Hero');
    expect(nicknameSchema.parse('\u3000Ａｄｍｉｎ\u3000')).toBe('Admin');
    expect(nicknameSchema.parse('ﬁre')).toBe('fire');
    expect(nicknameSchema.parse('Ⅻ')).toBe('XII');
    // A decomposed é is composed: one character, as the precomposed one.
    expect(nicknameSchema.parse('Le\u0301a')).toBe('L\u00E9a');
    expect(roleNameSchema.parse(' Ｄｒａｇｏｎ１ ')).toBe('Dragon1');
  });

  it('keep names in every script, emoji and their variation selectors', () => {
    for (const name of [
      '龍龍龍龍龍龍龍龍龍龍',
      'Naga Api',
      'ドラゴン',
      '용사',
      'محارب',
      '🐉'.repeat(NICKNAME_MAX),
      '❤️ Hero',
    ]) {
      expect(nicknameSchema.parse(name)).toBe(name);
    }
  });

  it('count their length after normalisation', () => {
    // U+FDFA is one character that NFKC spells out in 18; ㍿ becomes 株式会社.
    expect(problem(nicknameSchema, '\uFDFA')).toBe('nicknameTooLong');
    expect(problem(nicknameSchema, '㍿㍿㍿')).toBe('nicknameTooLong');
    expect(nicknameSchema.parse('㍿㍿')).toBe('株式会社株式会社');
    // Ten fullwidth letters are ten letters.
    expect(nicknameSchema.parse('ＡＢＣＤＥＦＧＨＩＪ')).toBe('ABCDEFGHIJ');
    expect(problem(nicknameSchema, 'ＡＢＣＤＥＦＧＨＩＪＫ')).toBe('nicknameTooLong');
    expect(problem(roleNameSchema, '\uFDFA')).toBe('roleNameTooLong');
  });

  it('still need a character that is not a space', () => {
    expect(problem(nicknameSchema, '   ')).toBe('nicknameRequired');
    expect(problem(nicknameSchema, '\u3000\u00A0')).toBe('nicknameRequired');
    expect(problem(roleNameSchema, '')).toBe('roleNameRequired');
  });
});
