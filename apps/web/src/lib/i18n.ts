import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@yuanlong/shared/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import id from '../locales/id.json';
import zhTW from '../locales/zh-TW.json';
import { readCookie, writeCookie } from './cookie.ts';

// The spec's locale codes (tw, en, in) are the i18next languages; files use the usual BCP 47 names.
const resources = {
  tw: { translation: zhTW },
  en: { translation: en },
  in: { translation: id },
} as const;

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
void i18n.use(initReactI18next).init({
  resources,
  lng: savedLocale(),
  fallbackLng: DEFAULT_LOCALE,
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

/** Switches the interface language and remembers it in the `lang` cookie. */
export async function setLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale);
  await i18n.changeLanguage(locale);
}

/** The BCP 47 tag of the interface language (for Intl formatting). */
export function currentLang(): string {
  return HTML_LANG[currentLocale()];
}
