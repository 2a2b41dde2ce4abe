import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n.ts';

interface Translation {
  t: TFunction;
  i18n: typeof i18n;
}

// One per language, so that a component's `t` only changes with the language.
const translations = new Map<string, Translation>();

function translationOf(language: string): Translation {
  let translation = translations.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language), i18n };
    translations.set(language, translation);
  }
  return translation;
}

const TranslationContext = createContext<Translation | null>(null);

function onLanguageChange(changed: () => void): () => void {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

const language = () => i18n.language;

/** Gives the app's components the `t` of the interface language; they render again when it changes. */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(onLanguageChange, language);
  return <TranslationContext value={translationOf(current)}>{children}</TranslationContext>;
}

/**
 * The texts of the interface language: `t` and the texts' store. Reading a context costs a
 * component next to nothing (the market's cards call it six times each). Outside the provider (a
 * test rendering a component alone): the language at that render.
 */
export function useTranslation(): Translation {
  return useContext(TranslationContext) ?? translationOf(i18n.language);
}
