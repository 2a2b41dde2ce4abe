import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { useActivities } from '../api/get-activities.ts';

// How far below the screen the button may be when the next page is fetched on its own.
const AHEAD = '600px 0px';

/**
 * The next page: fetched on its own as the button scrolls near (infinite scroll), and by the
 * button itself for keyboard users and where there is no IntersectionObserver. A failed page
 * stops the automatic loading until the button (now "retry") is pressed.
 */
export function LoadMore({ feed }: { feed: ReturnType<typeof useActivities> }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const [near, setNear] = useState(false);
  const { fetchNextPage, isFetching, isFetchingNextPage, isFetchNextPageError } = feed;

  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), {
      rootMargin: AHEAD,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // After each page the button moves down; while it is still near, the next page follows.
  useEffect(() => {
    if (near && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [near, isFetching, isFetchNextPageError, fetchNextPage]);

  return (
    <div className="flex justify-center py-5" aria-live="polite">
      <button
        ref={ref}
        type="button"
        // Not `disabled`: that would drop the keyboard focus while the page loads.
        aria-disabled={isFetchingNextPage}
        onClick={() => {
          if (!isFetching) void fetchNextPage();
        }}
        className={isFetchNextPageError ? buttonStyles.secondary : buttonStyles.ghost}
      >
        {isFetchingNextPage ? (
          <>
            <span
              className="size-4 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
              aria-hidden="true"
            />
            {t('activity.loadingMore')}
          </>
        ) : isFetchNextPageError ? (
          t('activity.loadMoreRetry')
        ) : (
          t('activity.loadMore')
        )}
      </button>
    </div>
  );
}
