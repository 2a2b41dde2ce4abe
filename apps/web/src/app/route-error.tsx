import { useRouteError } from 'react-router';
import { buttonStyles } from '../components/button-styles.ts';
import { RetryIcon } from '../components/icons.tsx';
import { useTranslation } from '../lib/translation.tsx';
import { ChunkTimeoutError } from './lazy-page.ts';

/**
 * A route's error screen: a page chunk failed to load, took over 120 s, or the page crashed.
 * Retry reloads the document, which also picks up chunks of a newer deployment.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <section
      role="alert"
      className="mx-auto my-10 flex max-w-md flex-col items-center gap-4 rounded-2xl border border-ember-400/40 bg-ink-900/90 px-6 py-10 text-center"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-ember-400/15 text-ember-400">
        <RetryIcon width={28} height={28} />
      </span>
      <h1 className="font-display text-xl font-bold text-gold-100">{t('chunk.title')}</h1>
      <p className="text-sm leading-relaxed text-mist">
        {error instanceof ChunkTimeoutError ? t('chunk.timeout') : t('chunk.body')}
      </p>
      <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
        {t('chunk.retry')}
      </button>
    </section>
  );
}
