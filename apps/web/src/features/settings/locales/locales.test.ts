import { describe, expect, it } from 'vitest';
import appTexts from '../../../locales/zh-TW.json';
import en from './en.json';
import id from './id.json';
import zhTW from './zh-TW.json';

const files = { 'zh-TW': zhTW, en, id } as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the two-step verification's locale files", () => {
  const reference = Object.keys(zhTW).sort();

  it.each(Object.keys(files))(
    '%s has the keys of zh-TW, each a non-empty text with its placeholders',
    (name) => {
      expect(Object.keys(files[name]!).sort()).toEqual(reference);
      for (const key of reference) {
        expect(files[name]![key]!.trim(), `${name}: ${key}`).not.toBe('');
        expect(placeholders(files[name]![key]!)).toEqual(
          placeholders((zhTW as Record<string, string>)[key]!),
        );
      }
    },
  );

  it('adds keys of their own only (twostep.*), none of the app file', () => {
    for (const key of reference) expect(key).toMatch(/^twostep\.[a-zA-Z0-9.]+$/);
    expect(reference.filter((key) => key in appTexts)).toEqual([]);
  });
});
