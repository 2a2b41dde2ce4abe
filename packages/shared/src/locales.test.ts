import { describe, expect, it } from 'vitest';
import { LOCALES, languageHeaderOf, localeOfAcceptLanguage, localeOfLanguageHeader } from './locales.ts';
import { MESSAGES, translate } from './messages.ts';

describe('language header', () => {
  it('maps each locale to its header and back', () => {
    for (const locale of LOCALES) expect(localeOfLanguageHeader(languageHeaderOf(locale))).toBe(locale);
  });

  it('defaults to Traditional Chinese, answering ZH-CN in Chinese too', () => {
    expect(localeOfLanguageHeader(undefined)).toBe('tw');
    expect(localeOfLanguageHeader('fr-FR')).toBe('tw');
    expect(localeOfLanguageHeader('ZH-CN')).toBe('tw');
    expect(localeOfLanguageHeader('en-us')).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('picks the first of our languages by preference', () => {
    expect(localeOfAcceptLanguage('id-ID,id;q=0.9,en;q=0.8')).toBe('in');
    expect(localeOfAcceptLanguage('fr-FR, en;q=0.5, zh-TW;q=0.7')).toBe('tw');
    expect(localeOfAcceptLanguage('en-US')).toBe('en');
    expect(localeOfAcceptLanguage('zh-TW;q=0, en;q=0.1')).toBe('en');
    expect(localeOfAcceptLanguage('fr-FR')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('messages', () => {
  it('has a non-empty text in every language for every message', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const locale of LOCALES) expect(texts[locale], `${key}.${locale}`).not.toBe('');
    }
  });

  it('keeps the spec’s English messages word for word and fills placeholders', () => {
    expect(translate('emailFormat', 'en')).toBe('Email format error');
    expect(translate('nicknameTooLong', 'en')).toBe('nickname length cannot exceed 10');
    expect(translate('invalidInput', 'en', { field: 'price' })).toBe('Invalid input: price');
  });
});
