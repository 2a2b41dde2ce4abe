import { type TextLoaders, useFeatureTexts } from '../../lib/feature-texts.ts';
import type zhTW from './locales/zh-TW.json';

/**
 * The two-step verification section's texts: a file of their own per language, fetched when the
 * section first shows (they stay out of every page's first load).
 */
const LOADERS: TextLoaders = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type TwoStepTextKey = keyof typeof zhTW;
export type TwoStepT = (key: TwoStepTextKey, options?: Record<string, unknown>) => string;

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useTwoStepTexts(): { ready: boolean; st: TwoStepT } {
  const { ready, ft } = useFeatureTexts<TwoStepTextKey>('two-step', 'twostep.title', LOADERS);
  return { ready, st: ft };
}
