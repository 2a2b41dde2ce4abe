import { type TextLoaders, useFeatureTexts } from '../../lib/feature-texts.ts';
import type zhTW from './locales/zh-TW.json';

/**
 * The offers' and portfolio's texts are a file of their own per language, fetched when an offers
 * panel or the portfolio first shows (they stay out of every page's first load).
 */
const LOADERS: TextLoaders = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type OfferTextKey = keyof typeof zhTW;
export type OfferT = (key: OfferTextKey, options?: Record<string, unknown>) => string;

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useOfferTexts(): { ready: boolean; ot: OfferT } {
  const { ready, ft } = useFeatureTexts<OfferTextKey>('offers', 'offers.title', LOADERS);
  return { ready, ot: ft };
}
