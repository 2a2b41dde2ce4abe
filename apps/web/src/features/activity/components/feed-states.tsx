import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { HourglassIcon } from '../../../components/icons.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { ROW_COLUMNS } from './activity-row.tsx';

/** Placeholder rows, shaped like the real ones, while the first page loads. */
export function FeedSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid={TEST_IDS.activityLoading} aria-busy="true" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      <ul
        aria-hidden="true"
        className="flex flex-col gap-3 lg:gap-0 lg:overflow-hidden lg:rounded-2xl lg:border lg:border-ink-700 lg:bg-ink-900/70"
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <li
            key={i}
            className={`flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900/70 p-3.5 lg:rounded-none lg:border-0 lg:border-b lg:border-ink-800 lg:bg-transparent lg:px-4 lg:py-4 lg:last:border-b-0 ${ROW_COLUMNS}`}
          >
            <div className="flex items-center justify-between gap-3 lg:contents">
              <div className="flex items-center gap-2.5">
                <div className="skeleton size-8 rounded-lg" />
                <div className="skeleton h-4 w-24 rounded" />
              </div>
              <div className="skeleton h-3 w-14 rounded lg:order-last lg:justify-self-end" />
            </div>
            <div className="flex items-end justify-between gap-3 lg:contents">
              <div className="space-y-1.5">
                <div className="skeleton h-4 w-32 rounded" />
                <div className="skeleton h-3 w-20 rounded" />
              </div>
              <div className="skeleton h-5 w-24 rounded lg:justify-self-end" />
            </div>
            <div className="skeleton hidden h-3 w-24 rounded lg:block lg:justify-self-end" />
            <div className="skeleton hidden h-3 w-20 rounded lg:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nothing yet: a fresh account is pointed at the market; a filtered view back to everything. */
export function FeedEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={TEST_IDS.activityEmpty}
      data-filtered={filtered}
      className="rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 px-6 py-14 text-center"
    >
      <span className="mx-auto mb-4 inline-flex size-12 items-center justify-center rounded-full border border-gold-500/40 bg-ink-850 text-gold-300">
        <HourglassIcon width={24} height={24} />
      </span>
      <p className="font-display text-lg font-semibold text-gold-200">
        {filtered ? t('activity.emptyFiltered.title') : t('activity.empty.title')}
      </p>
      {filtered ? null : (
        <p className="mx-auto mt-2 max-w-sm text-sm text-mist">{t('activity.empty.body')}</p>
      )}
      <Link to={filtered ? '/activity' : '/marketplace'} className={`${buttonStyles.secondary} mt-5`}>
        {filtered ? t('activity.emptyFiltered.cta') : t('activity.empty.cta')}
      </Link>
    </div>
  );
}

/** The first page failed: say so and offer a retry (the toast already showed the server's message). */
export function FeedError({ onRetry, pending }: { onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid={TEST_IDS.activityError}
      className="rounded-2xl border border-ember-400/40 bg-ember-950/60 px-6 py-12 text-center"
    >
      <p className="font-display text-lg font-semibold text-ember-100">{t('activity.error.title')}</p>
      <p className="mx-auto mt-2 max-w-sm text-sm text-mist">{t('activity.error.body')}</p>
      <button
        type="button"
        data-testid={TEST_IDS.activityRetry}
        onClick={onRetry}
        disabled={pending}
        className={`${buttonStyles.secondary} mt-5`}
      >
        {t('chunk.retry')}
      </button>
    </div>
  );
}
