import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@yuanlong/shared/locales';
import { currentLocale, i18n } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/translation.tsx';
import type zhTW from './locales/zh-TW.json';

/**
 * The two-step verification section's texts: a file of their own per language, fetched when the
 * section first shows (they stay out of every page's first load), and added to the app's texts.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type TwoStepTextKey = keyof typeof zhTW;
export type TwoStepT = (key: TwoStepTextKey, options?: Record<string, unknown>) => string;

const loaded = (locale: Locale) => i18n.exists('twostep.title', { lng: locale });

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useTwoStepTexts(): { ready: boolean; st: TwoStepT } {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useQuery({
    queryKey: ['two-step-texts', locale],
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
    st: (key, options) => String(t(key as never, options as never)),
  };
}
