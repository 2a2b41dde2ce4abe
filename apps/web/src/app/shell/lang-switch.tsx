import { useQueryClient } from '@tanstack/react-query';
import { LOCALES, type Locale } from '@yuanlong/shared/locales';
import { GlobeIcon } from '../../components/icons.tsx';
import { currentLocale, HTML_LANG, setLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/translation.tsx';

/** The interface language: Traditional Chinese, English, Indonesian (kept in the `lang` cookie). */
export function LangSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const active = currentLocale();
  const choose = async (locale: Locale) => {
    await setLocale(locale);
    // Server texts follow the Language header, so answers fetched in the old language are refreshed.
    await queryClient.invalidateQueries();
  };
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('footer.language')}</legend>
      <GlobeIcon className="hidden shrink-0 text-mist sm:block" />
      <div className="flex gap-1 rounded-xl border border-ink-600 bg-ink-900 p-1">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={HTML_LANG[locale]}
            aria-pressed={locale === active}
            onClick={() => void choose(locale)}
            className={`min-h-9 rounded-lg px-2.5 text-sm whitespace-nowrap transition sm:px-3 ${
              locale === active
                ? 'bg-gold-400/15 font-semibold text-gold-200'
                : 'text-mist hover:text-parchment'
            }`}
          >
            {t(`lang.${locale}` as const)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
