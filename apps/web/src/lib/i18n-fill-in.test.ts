import { LOCALES } from '@yuanlong/shared/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import id from '../locales/id.json';
import zhTW from '../locales/zh-TW.json';
import { i18n, loadLocale } from './i18n.ts';

type T = (key: string, options?: Record<string, unknown>) => string;
const TEXTS: Record<string, Record<string, string>> = { tw: zhTW, en, in: id };
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** i18next's own answer (its t, not the app's getFixedT). */
const i18nextT = (lng: string, key: string, options: Record<string, unknown>) =>
  (i18n.t as unknown as T)(key, { ...options, lng });
/** i18next's resolver, which every t() it answers runs. */
const translator = () => (i18n as unknown as { translator: { translate: () => unknown } }).translator;

afterEach(() => vi.restoreAllMocks());

describe('t with values: filled in by the app, the same as i18next', () => {
  it('gives i18next’s text for every text of every language, with counts 0, 1 and 2', async () => {
    for (const lng of LOCALES) {
      await loadLocale(lng);
      const t = i18n.getFixedT(lng) as unknown as T;
      for (const [key, text] of Object.entries(TEXTS[lng] ?? {})) {
        const names = Array.from(text.matchAll(PLACEHOLDER), (m) => m[1] ?? '');
        if (names.length === 0) continue;
        for (const count of [0, 1, 2]) {
          const options: Record<string, unknown> = Object.fromEntries(
            names.map((n, i) => [n, i % 2 ? `v${i}` : 7 + i]),
          );
          options.count = count;
          expect(t(key, options), `${lng} ${key}`).toBe(i18nextT(lng, key, options));
        }
      }
    }
  });

  it('does not ask i18next (nor build Intl.PluralRules) for values and counts', async () => {
    await loadLocale('en');
    const plural = vi.spyOn(Intl, 'PluralRules');
    const translate = vi.spyOn(translator(), 'translate');
    const t = i18n.getFixedT('en') as unknown as T;
    expect(t('asset.grade', { grade: 21 })).toBe('Grade 21');
    expect(t('asset.stars', { count: 1 })).toBe('Stars: 1');
    expect(t('cart.add', { name: 'Azure Dragon' })).toBe('Add Azure Dragon to the cart');
    expect(plural).not.toHaveBeenCalled();
    expect(translate).not.toHaveBeenCalled();
  });

  it('leaves other options, missing values and unknown keys to i18next', async () => {
    await loadLocale('en');
    const grade = { toString: () => '5' };
    const expected = [
      i18nextT('en', 'asset.grade', {}),
      i18nextT('en', 'asset.grade', { grade: 2, defaultValue: 'x' }),
      i18nextT('en', 'no.such.key', { n: 1 }),
      i18nextT('en', 'asset.grade', { grade }),
    ];
    const translate = vi.spyOn(translator(), 'translate');
    const t = i18n.getFixedT('en') as unknown as T;
    expect([
      t('asset.grade', {}),
      t('asset.grade', { grade: 2, defaultValue: 'x' }),
      t('no.such.key', { n: 1 }),
      t('asset.grade', { grade }),
    ]).toEqual(expected);
    expect(translate).toHaveBeenCalledTimes(4);
  });
});
