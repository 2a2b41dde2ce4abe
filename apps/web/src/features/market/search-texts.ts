import { type TextLoaders, useFeatureTexts } from '../../lib/feature-texts.ts';
import type zhTW from './locales/zh-TW.json';

/** The search field's texts: a file of their own per language, fetched with the field (out of the first load). */
const LOADERS: TextLoaders = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type SearchTextKey = keyof typeof zhTW;

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useSearchTexts() {
  return useFeatureTexts<SearchTextKey>('market-search', 'market.search.placeholder', LOADERS);
}
