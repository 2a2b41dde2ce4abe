import { type TextLoaders, useFeatureTexts } from '../../lib/feature-texts.ts';
import type zhTW from './locales/zh-TW.json';

/**
 * The share button's texts are a file of their own per language, fetched when an asset's page
 * first shows (they stay out of every other page's first load).
 */
const LOADERS: TextLoaders = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type ShareTextKey = keyof typeof zhTW;

/** Whether the share texts of the language in use are there (fetching them if not), and their `t`. */
export function useShareTexts() {
  const { ready, ft } = useFeatureTexts<ShareTextKey>('asset-share', 'share.button', LOADERS);
  return { ready, st: ft };
}
