import { describe, expect, it } from 'vitest';
import { i18n, setLocale } from './i18n.ts';

/** The `t` that useTranslation gets for a language. */
const fixedT = (lng: string) =>
  i18n.getFixedT(lng) as unknown as (key: string, options?: Record<string, string>) => string;

describe('texts by key alone are remembered, never stale', () => {
  it('follows a language switch and texts added or replaced later', async () => {
    await setLocale('en');
    const t = fixedT('en');
    const english = t('a11y.skipToContent');
    expect(t('a11y.skipToContent')).toBe(english);
    i18n.addResourceBundle('en', 'translation', { 'a11y.skipToContent': 'Front page' }, true, true);
    expect(t('a11y.skipToContent')).toBe('Front page');
    i18n.addResourceBundle('en', 'translation', { 'a11y.skipToContent': english }, true, true);
    expect(t('a11y.skipToContent')).toBe(english);
    await setLocale('tw');
    const chinese = fixedT('tw')('a11y.skipToContent');
    expect(chinese).not.toBe(english);
    // A call with options is i18next's own (interpolation).
    expect(fixedT('tw')('market.coinNote', { coin: 'MDS' })).toContain('MDS');
  });
});
