import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@yuanlong/shared/locales';
import { currentLocale, i18n } from './i18n.ts';
import { useTranslation } from './translation.tsx';
import type watchZhTW from './watch-locales/zh-TW.json';

/** A feature's texts per language: a JSON file of its own, fetched on first use. */
export type TextLoaders = Record<Locale, () => Promise<{ default: Record<string, string> }>>;

/**
 * Texts a feature keeps out of every page's first load: fetched when the feature first shows
 * and added to the app's texts of the language in use. `probe` is one of the feature's keys
 * (present once its file is loaded). Answers whether they are there, and a `t` for them.
 */
export function useFeatureTexts<Key extends string>(
  name: string,
  probe: Key,
  loaders: TextLoaders,
): { ready: boolean; ft: (key: Key, options?: Record<string, unknown>) => string } {
  const { t } = useTranslation();
  const locale = currentLocale();
  const loaded = () => i18n.exists(probe, { lng: locale });
  const query = useQuery({
    queryKey: ['feature-texts', name, locale],
    queryFn: async () => {
      if (!loaded()) {
        const { default: texts } = await loaders[locale]();
        i18n.addResourceBundle(locale, 'translation', texts, true, false);
      }
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    ready: query.data === true || loaded(),
    ft: (key, options) => String(t(key as never, options as never)),
  };
}

/**
 * The watchlist's texts (the page, the follow and "save this search" controls, and the bell's and
 * settings' texts of watch alerts): a file per language, fetched where one of them first shows, so
 * no page's first load carries them. Here rather than in a module of their own: five chunks use
 * them, and a chunk of their own would add its name to the first load's preload lists.
 */
const WATCH_LOADERS: TextLoaders = {
  tw: () => import('./watch-locales/zh-TW.json'),
  en: () => import('./watch-locales/en.json'),
  in: () => import('./watch-locales/id.json'),
};

export type WatchTextKey = keyof typeof watchZhTW;
export type WatchT = (key: WatchTextKey, options?: Record<string, unknown>) => string;

/** Whether the watchlist's texts of the language in use are there (fetching them if not), and their `t`. */
export function useWatchTexts(): { ready: boolean; wt: WatchT } {
  const { ready, ft } = useFeatureTexts<WatchTextKey>('watchlist', 'watch.title', WATCH_LOADERS);
  return { ready, wt: ft };
}
