import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@yuanlong/shared/locales';
import { currentLocale, i18n } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/translation.tsx';
import type zhTW from './locales/zh-TW.json';

/**
 * The offers' and portfolio's texts are a file of their own per language, fetched when an offers
 * panel or the portfolio first shows (they stay out of every page's first load), and added to the
 * app's texts of the language in use (which is always loaded before it is used).
 */
const LOADERS: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type OfferTextKey = keyof typeof zhTW;
export type OfferT = (key: OfferTextKey, options?: Record<string, unknown>) => string;

const loaded = (locale: Locale) => i18n.exists('offers.title', { lng: locale });

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useOfferTexts(): { ready: boolean; ot: OfferT } {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useQuery({
    queryKey: ['offer-texts', locale],
    queryFn: async () => {
      if (!loaded(locale)) {
        const { default: texts } = await LOADERS[locale]();
        i18n.addResourceBundle(locale, 'translation', texts, true, false);
      }
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    ready: query.data === true || loaded(locale),
    ot: (key, options) => String(t(key as never, options as never)),
  };
}
