import { fillIn, type TextValues } from '@yuanlong/shared/fill-in';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@yuanlong/shared/locales';
import type zhTW from '../locales/zh-TW.json';
import { readCookie, writeCookie } from './cookie.ts';

type Translations = Record<string, string>;

/** A text's key ("nav.market"): the keys of zh-TW, the reference file (every file has the same, locales.test.ts). */
export type TextKey = keyof typeof zhTW;

/** The texts of one language: a key's text with its placeholders filled in. */
export type TFunction = (key: TextKey, values?: TextValues) => string;

// The spec's locale codes (tw, en, in) name the languages; files use the usual BCP 47 names. Each
// file is a chunk of its own: a page load fetches only the language it shows.
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

type LanguageListener = (language: string) => void;

/**
 * The interface's texts: a flat file of texts per language (keys like "nav.market", values with
 * `{{name}}` placeholders; no plural forms, no nesting) and the language in use. What the app
 * asked of i18next, in a few lines: a text is a map lookup and a replace, and loading the module
 * builds nothing.
 */
class Texts {
  language: string;
  private readonly bundles = new Map<string, Translations>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly fixed = new Map<string, TFunction>();

  constructor(language: string) {
    this.language = language;
  }

  /** The text of `key` in the language in use (the key itself when there is no such text). */
  t = (key: TextKey, values?: TextValues): string => this.translate(this.language, key, values);

  /** The `t` of one language (the same function each time it is asked for). */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, values) => this.translate(language, key, values);
      this.fixed.set(language, t);
    }
    return t;
  }

  private translate(language: string, key: string, values: TextValues | undefined): string {
    const text = this.bundles.get(language)?.[key];
    return text === undefined ? key : fillIn(text, values);
  }

  exists(key: string, { lng = this.language }: { lng?: string } = {}): boolean {
    return this.bundles.get(lng)?.[key] !== undefined;
  }

  getResource(language: string, _namespace: 'translation', key: string): string | undefined {
    return this.bundles.get(language)?.[key];
  }

  hasResourceBundle(language: string, _namespace: 'translation'): boolean {
    return this.bundles.has(language);
  }

  /** Adds texts to a language's; `overwrite` replaces texts it has already (else they stay). */
  addResourceBundle(
    language: string,
    _namespace: 'translation',
    texts: Translations,
    _deep = true,
    overwrite = false,
  ): void {
    const bundle = this.bundles.get(language);
    // A language's first texts are kept as they came (no copy of its ~1,500 texts at start-up).
    if (!bundle) this.bundles.set(language, texts);
    else this.bundles.set(language, overwrite ? { ...bundle, ...texts } : { ...texts, ...bundle });
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: LanguageListener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: LanguageListener): void {
    this.listeners.delete(listener);
  }
}

export const i18n = new Texts(savedLocale());
// Setting <html lang> restyles the whole page: only when it changes (index.html has the default's).
const showLanguage = (lng: string) => {
  if (isLocale(lng) && document.documentElement.lang !== HTML_LANG[lng]) {
    document.documentElement.lang = HTML_LANG[lng];
  }
};
showLanguage(i18n.language);
i18n.on('languageChanged', showLanguage);

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
