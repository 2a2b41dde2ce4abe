import { describe, expect, it } from 'vitest';
import { LOCALES, languageHeaderOf, localeOfLanguageHeader } from './locales.ts';
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
