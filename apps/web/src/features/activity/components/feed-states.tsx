import { HourglassIcon } from '../../../components/icons.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { ROW_COLUMNS } from './activity-row.tsx';

/** Placeholder rows, shaped like the real ones, while the first page loads. */
export function FeedSkeleton() {
  return (
    <ListLoading>
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
    </ListLoading>
  );
}

/** Nothing yet: a fresh account is pointed at the market; a filtered view back to everything. */
export function FeedEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      filtered={filtered}
      icon={<HourglassIcon width={24} height={24} />}
      title={filtered ? t('activity.emptyFiltered.title') : t('activity.empty.title')}
      body={filtered ? undefined : t('activity.empty.body')}
      link={
        filtered
          ? { to: '/activity', label: t('activity.emptyFiltered.cta') }
          : { to: '/marketplace', label: t('activity.empty.cta') }
      }
    />
  );
}

/** The first page failed: say so and offer a retry (the toast already showed the server's message). */
export function FeedError({ onRetry, pending }: { onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <ListError
      title={t('activity.error.title')}
      body={t('activity.error.body')}
      onRetry={onRetry}
      pending={pending}
    />
  );
}
