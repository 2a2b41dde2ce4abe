/** Interface languages. `tw` (Traditional Chinese) is the default, as the spec says. */
export const LOCALES = ['tw', 'en', 'in'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tw';

/** Cookie that keeps the chosen interface language. */
export const LOCALE_COOKIE = 'lang';

/** Values of the `Language` request header (spec section 7). */
export const LANGUAGE_HEADERS = ['ZH-CN', 'ZH-TW', 'EN-US', 'IN-IN'] as const;
export type LanguageHeader = (typeof LANGUAGE_HEADERS)[number];

const headerOfLocale: Record<Locale, LanguageHeader> = { tw: 'ZH-TW', en: 'EN-US', in: 'IN-IN' };

/** The `Language` header the web sends for an interface language. */
export function languageHeaderOf(locale: Locale): LanguageHeader {
  return headerOfLocale[locale];
}

/**
 * The locale a `Language` header asks for. ZH-CN is answered in Chinese too; the product
 * has no Simplified Chinese texts, so it gets the Traditional ones. Unknown → default.
 */
export function localeOfLanguageHeader(header: string | undefined): Locale {
  switch (header?.trim().toUpperCase()) {
    case 'EN-US':
      return 'en';
    case 'IN-IN':
      return 'in';
    default:
      return DEFAULT_LOCALE;
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
