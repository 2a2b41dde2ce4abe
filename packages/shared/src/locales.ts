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

/**
 * The interface language a browser's (or a link preview's) `Accept-Language` asks for first among
 * ours: zh-* → tw, en-* → en, id-* / in-* → in; undefined when none of them is asked for.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0];
    if (language === 'zh') return 'tw';
    if (language === 'en') return 'en';
    if (language === 'id' || language === 'in') return 'in';
  }
  return undefined;
}
