import { type TextLoaders, useFeatureTexts } from '../../../lib/feature-texts.ts';
import { currentLocale, i18n, type TextKey } from '../../../lib/i18n.ts';
import type zhTW from './locales/zh-TW.json';

/** The WalletConnect dialog's texts: a file of their own per language, fetched when it first shows. */
const LOADERS: TextLoaders = {
  tw: () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
  in: () => import('./locales/id.json'),
};

export type WalletConnectTextKey = keyof typeof zhTW;

/** Whether the texts of the language in use are there (fetching them if not), and their `t`. */
export function useWalletConnectTexts() {
  const { ready, ft } = useFeatureTexts<WalletConnectTextKey>(
    'walletconnect',
    'walletconnect.title',
    LOADERS,
  );
  return { ready, wt: ft };
}

/** One of the texts in the language in use, outside a component (fetching the file if need be). */
export async function walletConnectText(key: WalletConnectTextKey): Promise<string> {
  const locale = currentLocale();
  if (!i18n.exists(key, { lng: locale })) {
    const { default: texts } = await LOADERS[locale]();
    i18n.addResourceBundle(locale, 'translation', texts, true, false);
  }
  return i18n.getFixedT(locale)(key as TextKey);
}
