import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

const files = { 'zh-TW': zhTW, en, id } as Record<string, Record<string, string>>;
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

  it('uses flat namespaced keys', () => {
    for (const key of reference) expect(key).toMatch(/^[a-z0-9]+(\.[a-zA-Z0-9]+)+$/);
  });
});
