import { fillIn } from '@yuanlong/shared/fill-in';
import { LOCALES } from '@yuanlong/shared/locales';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { i18n, loadLocale, setLocale } from './i18n.ts';

describe('fillIn', () => {
  it('puts each value in its {{placeholder}}, numbers and bigints as their digits', () => {
    expect(fillIn('Grade {{grade}}', { grade: 21 })).toBe('Grade 21');
    expect(fillIn('{{a}} and {{b}}, {{a}}', { a: 'x', b: 10n })).toBe('x and 10, x');
  });

  it('leaves a placeholder without a value as it is, null as nothing, and a text without values alone', () => {
    expect(fillIn('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(fillIn('Grade {{grade}}', { grade: null })).toBe('Grade ');
    expect(fillIn('Grade {{grade}}', undefined)).toBe('Grade {{grade}}');
    expect(fillIn('Stars: {{count}}', { count: 0 })).toBe('Stars: 0');
  });

  it('puts a value in once: placeholders inside a value stay as typed', () => {
    expect(fillIn('Add {{name}} to the cart', { name: '{{name}}' })).toBe('Add {{name}} to the cart');
  });
});

describe('the texts', () => {
  it('answers the language asked for, follows a switch, and gives an unknown key back', async () => {
    await setLocale('en');
    const t = i18n.getFixedT('en');
    expect(t('asset.grade', { grade: 21 })).toBe('Grade 21');
    expect(i18n.t('cart.add', { name: 'Azure Dragon' })).toBe('Add Azure Dragon to the cart');
    expect(i18n.t('no.such.key' as never)).toBe('no.such.key');
    expect(i18n.getFixedT('en')).toBe(t);
    await setLocale('tw');
    expect(i18n.language).toBe('tw');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    expect(i18n.t('a11y.skipToContent')).not.toBe(t('a11y.skipToContent'));
    expect(t('a11y.skipToContent')).toBe(en['a11y.skipToContent']);
  });

  it('adds texts fetched later, replacing ones it has only when asked to', async () => {
    await loadLocale('en');
    const t = i18n.getFixedT('en');
    const english = t('a11y.skipToContent');
    i18n.addResourceBundle('en', 'translation', { 'a11y.skipToContent': 'Front page', 'extra.key': 'Extra' });
    expect(t('a11y.skipToContent')).toBe(english);
    expect(i18n.exists('extra.key', { lng: 'en' })).toBe(true);
    expect(i18n.exists('extra.key', { lng: 'in' })).toBe(false);
    i18n.addResourceBundle('en', 'translation', { 'a11y.skipToContent': 'Front page' }, true, true);
    expect(t('a11y.skipToContent')).toBe('Front page');
    // The fetched file's texts (kept as they came) are never changed in place.
    expect(en['a11y.skipToContent']).toBe(english);
    i18n.addResourceBundle('en', 'translation', { 'a11y.skipToContent': english }, true, true);
  });

  it('tells the language switch to whoever listens, until they stop', async () => {
    const heard: string[] = [];
    const listener = (lng: string) => heard.push(lng);
    i18n.on('languageChanged', listener);
    await setLocale('in');
    await setLocale('en');
    i18n.off('languageChanged', listener);
    await setLocale('tw');
    expect(heard).toEqual(['in', 'en']);
  });

  it('has every language with the same keys, each text filled in without a placeholder left', async () => {
    for (const lng of LOCALES) await loadLocale(lng);
    for (const key of Object.keys(en)) {
      for (const lng of LOCALES) {
        const text = i18n.getResource(lng, 'translation', key) ?? '';
        const names = Array.from(text.matchAll(/\{\{(\w+)\}\}/g), (m) => m[1] ?? '');
        const values = Object.fromEntries(names.map((n) => [n, 'v']));
        expect(i18n.getFixedT(lng)(key as never, values), `${lng} ${key}`).not.toContain('{{');
      }
    }
  });
});
