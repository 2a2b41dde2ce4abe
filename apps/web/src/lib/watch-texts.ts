import type zhTW from '../locales/watchlist/zh-TW.json';
import { type TextLoaders, useFeatureTexts } from './feature-texts.ts';

/**
 * The watchlist's texts (the page, the follow and "save this search" controls, and the bell's and
 * settings' texts of watch alerts): a file per language, fetched where one of them first shows, so
 * no page's first load carries them.
 */
const LOADERS: TextLoaders = {
  tw: () => import('../locales/watchlist/zh-TW.json'),
  en: () => import('../locales/watchlist/en.json'),
  in: () => import('../locales/watchlist/id.json'),
};

export type WatchTextKey = keyof typeof zhTW;
export type WatchT = (key: WatchTextKey, options?: Record<string, unknown>) => string;

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useWatchTexts(): { ready: boolean; wt: WatchT } {
  const { ready, ft } = useFeatureTexts<WatchTextKey>('watchlist', 'watch.title', LOADERS);
  return { ready, wt: ft };
}
