import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@yuanlong/shared/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
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
void i18n.use(initReactI18next).init({
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
