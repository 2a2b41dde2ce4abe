import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

const files = { 'zh-TW': zhTW, en, id } as Record<string, Record<string, string>>;
/**
 * Texts that read the same in English and Indonesian on purpose: proper names (the product, the
 * networks, each language's own name) and units or number formats.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'app.name',
  'app.wordmark',
  'app.wordmarkSub',
  'footer.twitter',
  'footer.telegram',
  'lang.tw',
  'lang.en',
  'lang.in',
  'market.grade.range',
  'market.star',
  'setting.nickname.count',
  'asset.level',
  'legion.rank.month',
]);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  const reference = Object.keys(zhTW).sort();

  it.each(Object.keys(files))('%s has exactly the keys of zh-TW', (name) => {
    expect(Object.keys(files[name]!).sort()).toEqual(reference);
  });

  it.each(Object.keys(files))('%s has a non-empty text with the same placeholders for every key', (name) => {
    for (const key of reference) {
      const text = files[name]![key]!;
      expect(text.trim(), `${name}: ${key}`).not.toBe('');
      expect(placeholders(text), `${name}: ${key}`).toEqual(
        placeholders((zhTW as Record<string, string>)[key]!),
      );
    }
  });

  it('translates every Indonesian text: none equals its English one unless it is a name or a unit', () => {
    const same = reference.filter(
      (key) => (id as Record<string, string>)[key] === (en as Record<string, string>)[key],
    );
    expect(same.filter((key) => !SAME_IN_EVERY_LANGUAGE.has(key))).toEqual([]);
  });

  it('uses flat namespaced keys', () => {
    for (const key of reference) expect(key).toMatch(/^[a-z0-9]+(\.[a-zA-Z0-9]+)+$/);
  });
});
