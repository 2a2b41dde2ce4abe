import type { ActivityCategory } from '@yuanlong/shared/activities';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCollectSeen } from '../api/collect-messages.ts';
import { useActivities } from '../api/get-activities.ts';
import { ActivityRow, ROW_COLUMNS } from './activity-row.tsx';
import { FeedEmpty, FeedError, FeedSkeleton } from './feed-states.tsx';
import { LoadMore } from './load-more.tsx';

/** Column titles above the rows on desktop (on phones each card labels its own values). */
function FeedHeader() {
  const { t } = useTranslation();
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-ink-700 px-4 py-2.5 text-xs font-semibold tracking-wide text-mist ${ROW_COLUMNS}`}
    >
      <span>{t('activity.col.event')}</span>
      <span>{t('activity.col.item')}</span>
      <span className="text-right">{t('activity.col.amount')}</span>
      <span className="text-right">{t('activity.col.fee')}</span>
      <span>{t('activity.col.party')}</span>
      <span className="text-right">{t('activity.col.time')}</span>
    </div>
  );
}

/** My activity of a category, newest first, page by page, with its loading, empty and error states. */
export function ActivityFeed({ category }: { category: ActivityCategory | undefined }) {
  const { t } = useTranslation();
  const feed = useActivities(category);
  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);
  // Seen here is read: the messages up to the newest entry shown are collected.
  useCollectSeen(items.length ? Math.max(...items.map((entry) => entry.id)) : undefined);
  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError && !items.length) {
    return <FeedError onRetry={() => void feed.refetch()} pending={feed.isFetching} />;
  }
  if (!items.length) return <FeedEmpty filtered={category !== undefined} />;
  // Relative times count from the last load, so rows do not re-render on their own.
  const now = feed.dataUpdatedAt || Date.now();
  return (
    <div>
      <div className="lg:overflow-hidden lg:rounded-2xl lg:border lg:border-ink-700 lg:bg-ink-900/70">
        <FeedHeader />
        <ul
          aria-label={t('activity.listLabel')}
          aria-busy={feed.isFetchingNextPage}
          data-count={items.length}
          className="flex flex-col gap-3 lg:gap-0"
        >
          {items.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} now={now} />
          ))}
        </ul>
      </div>
      {feed.hasNextPage ? (
        <LoadMore feed={feed} />
      ) : (
        <p className="py-6 text-center text-sm text-mist">{t('activity.end', { count: items.length })}</p>
      )}
    </div>
  );
}
