import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@yuanlong/shared/locales';
import i18next from 'i18next';
import { readCookie, writeCookie } from './cookie.ts';

type Translations = Record<string, string>;

// The spec's locale codes (tw, en, in) are the i18next languages; files use the usual BCP 47
// names. Each file is a chunk of its own: a page load fetches only the language it shows.
const LOADERS: Record<Locale, () => Promise<{ default: Translations }>> = {
  tw: () => import('../locales/zh-TW.json'),
  en: () => import('../locales/en.json'),
  in: () => import('../locales/id.json'),
};

/** The value of <html lang> for each interface language. */
export const HTML_LANG: Record<Locale, string> = { tw: 'zh-Hant-TW', en: 'en', in: 'id' };

/** The locale kept in the `lang` cookie, or the default. */
export function savedLocale(): Locale {
  const saved = readCookie(LOCALE_COOKIE);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', (lng) => {
  if (isLocale(lng)) document.documentElement.lang = HTML_LANG[lng];
});
// Every file has the same keys (locales.test.ts), so no other language is needed as a fallback.
void i18n.init({
  resources: {},
  lng: savedLocale(),
  fallbackLng: false,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
rememberPlainTexts();

/** What i18next's getFixedT returns, as far as this file uses it. */
type FixedT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};

/**
 * i18next's t() copies its options twice and runs the resolver, interpolation and
 * post-processing on every call, and each component's render calls it again (the market page's
 * first render: ~120 calls; each card adds four with values, e.g. grade and stars). A text asked
 * for by key alone is the same until the texts or the language change, so the `t` of
 * useTranslation remembers those. A call whose options are only values for the text's
 * `{{placeholders}}` (and `count`: the texts have no plural forms) fills them in here, which
 * also spares the first `count` i18next's Intl.PluralRules (tens of ms on a busy phone);
 * anything else goes to i18next as before.
 */
function rememberPlainTexts() {
  const plain = new Map<string, unknown>();
  const forget = () => plain.clear();
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  i18n.on('languageChanged', forget);
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => FixedT;
  const remembered = (...args: unknown[]): FixedT => {
    const fixed = getFixedT(...args);
    const t = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 1) return fixed(key, ...rest);
      if (rest.length === 1) {
        const filled = fillIn(fixed, key, rest[0]);
        return filled ?? fixed(key, ...rest);
      }
      const id = [fixed.lng ?? i18n.language, fixed.lngs, fixed.ns, fixed.keyPrefix, key].join('\u0001');
      if (plain.has(id)) return plain.get(id);
      const text = fixed(key);
      if (typeof text === 'string') plain.set(id, text);
      return text;
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  i18n.getFixedT = remembered as unknown as typeof i18n.getFixedT;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The text of `key` with its placeholders filled from `options`, as i18next gives it, or
 * undefined when i18next must answer (options other than the text's values and `count`, a value
 * missing or not a string or number, a text that nests others, no such text).
 */
function fillIn(fixed: FixedT, key: string, options: unknown): string | undefined {
  if (
    typeof options !== 'object' ||
    options === null ||
    Object.getPrototypeOf(options) !== Object.prototype
  ) {
    return undefined;
  }
  if (fixed.keyPrefix !== undefined || (fixed.ns !== undefined && fixed.ns !== 'translation'))
    return undefined;
  const template = i18n.getResource(fixed.lng ?? i18n.language, 'translation', key);
  if (typeof template !== 'string' || template.includes('$t(')) return undefined;
  const values = options as Record<string, unknown>;
  const found = Array.from(template.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
  // Other placeholder forms (`{{ name }}`, `{{- name}}`, formats) are i18next's.
  if (template.split('{{').length - 1 !== found.length) return undefined;
  const names = new Set(found);
  for (const [name, value] of Object.entries(values)) {
    if (name !== 'count' && !names.has(name)) return undefined;
    if (
      typeof value === 'string' ? value.includes('{{') || value.includes('$t(') : typeof value !== 'number'
    ) {
      return undefined;
    }
  }
  for (const name of names) if (!(name in values)) return undefined;
  return template.replace(PLACEHOLDER, (_, name: string) => String(values[name]));
}

/** The interface language in use. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Fetches a language's texts once (the first render waits for the saved one's). */
export async function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: texts } = await LOADERS[locale]();
  i18n.addResourceBundle(locale, 'translation', texts);
}

/** Switches the interface language (its texts fetched first) and remembers it in the `lang` cookie. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  writeCookie(LOCALE_COOKIE, locale);
  await i18n.changeLanguage(locale);
}

/** The BCP 47 tag of the interface language (for Intl formatting). */
export function currentLang(): string {
  return HTML_LANG[currentLocale()];
}
