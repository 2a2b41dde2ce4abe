import { type TextLoaders, useFeatureTexts } from '../../lib/feature-texts.ts';
import type en from './locales/en.json';

/** The console's texts: a file per language, fetched when /admin opens (never in a player's pages). */
const LOADERS: TextLoaders = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type AdminTextKey = keyof typeof en;
export type AdminT = (key: AdminTextKey, options?: Record<string, unknown>) => string;

export function useAdminTexts(): { ready: boolean; at: AdminT } {
  const { ready, ft } = useFeatureTexts<AdminTextKey>('admin', 'admin.title', LOADERS);
  return { ready, at: ft };
}
