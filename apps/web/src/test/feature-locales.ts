import { describe, expect, it } from 'vitest';
import appTexts from '../locales/zh-TW.json';

type Texts = Record<string, string>;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * The checks every feature's own locale files pass (texts loaded with the feature, lib/feature-texts.ts):
 * the keys of zh-TW in each language, no empty text, the same placeholders, and keys of the feature's
 * own (`keyPattern`) that the app file does not have.
 */
export function describeFeatureLocales(
  title: string,
  files: { 'zh-TW': Texts; en: Texts; id: Texts },
  keyPattern: RegExp,
): void {
  describe(title, () => {
    const zhTW = files['zh-TW'];
    const reference = Object.keys(zhTW).sort();

    it.each(Object.keys(files) as (keyof typeof files)[])(
      '%s has the keys of zh-TW, each a non-empty text with its placeholders',
      (name) => {
        expect(Object.keys(files[name]).sort()).toEqual(reference);
        for (const key of reference) {
          expect(files[name][key]!.trim(), `${name}: ${key}`).not.toBe('');
          expect(placeholders(files[name][key]!)).toEqual(placeholders(zhTW[key]!));
        }
      },
    );

    it(`adds keys of its own only (${keyPattern.source}), none of the app file`, () => {
      for (const key of reference) expect(key).toMatch(keyPattern);
      expect(reference.filter((key) => key in appTexts)).toEqual([]);
    });
  });
}
