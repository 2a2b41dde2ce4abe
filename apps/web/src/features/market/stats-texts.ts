import { type TextLoaders, useFeatureTexts } from '../../lib/feature-texts.ts';
import type zhTW from './stats-locales/zh-TW.json';

/** The stats strip's and page's texts: a file of their own per language, fetched with them (out of the first load). */
const LOADERS: TextLoaders = {
  tw: () => import('./stats-locales/zh-TW.json'),
  en: () => import('./stats-locales/en.json'),
  in: () => import('./stats-locales/id.json'),
};

export type StatsTextKey = keyof typeof zhTW;

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useStatsTexts() {
  return useFeatureTexts<StatsTextKey>('market-stats', 'market.stats.title', LOADERS);
}
