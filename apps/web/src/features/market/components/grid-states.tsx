import { buttonStyles } from '../../../components/button-styles.ts';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { useMarketList } from '../api/get-market-list.ts';

/** Grid classes shared by the skeleton and the virtual rows, for a column count. */
export function gridStyle(columns: number) {
  return { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } as const;
}

/** Placeholder cards while the first page loads. */
export function GridSkeleton({ columns }: { columns: number }) {
  return (
    <ListLoading>
      <div style={gridStyle(columns)} className="gap-3 md:gap-4" aria-hidden="true">
        {Array.from({ length: columns * 2 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder list
          <div key={i} className="overflow-hidden rounded-2xl border border-ink-700 bg-ink-900">
            <div className="skeleton aspect-[3/4]" />
            <div className="space-y-2 p-3">
              <div className="skeleton h-4 w-2/3 rounded" />
              <div className="skeleton h-3 w-1/2 rounded" />
              <div className="skeleton h-5 w-3/4 rounded" />
            </div>
          </div>
        ))}
      </div>
    </ListLoading>
  );
}

/**
 * A row of card boxes without their content, shown while the window scrolls faster than rows can
 * be drawn (see rowsWithCards); hidden from assistive technology.
 */
export function PlaceholderRow({
  columns,
  count,
  gap,
  height,
}: {
  columns: number;
  count: number;
  gap: number;
  height: number;
}) {
  return (
    <div style={{ ...gridStyle(columns), gap, height }} aria-hidden="true" data-placeholder-row="">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: boxes without identity
        <div key={i} className="rounded-2xl border border-ink-700 bg-ink-900" />
      ))}
    </div>
  );
}

/** No listing matches: say so and offer the whole market (`clearTo`: the view without filters). */
export function GridEmpty({ filtered, clearTo = '/marketplace' }: { filtered: boolean; clearTo?: string }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      title={t('market.empty.title')}
      body={t('market.empty.body')}
      link={filtered ? { to: clearTo, label: t('market.empty.clear') } : undefined}
    />
  );
}

/** The first page failed: the message and a retry (the toast already showed the server's msg). */
export function GridError({ onRetry, pending }: { onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <ListError
      title={t('market.error.title')}
      body={t('market.error.body')}
      onRetry={onRetry}
      pending={pending}
    />
  );
}

/** The row after the last card: loading the next page, a button to load it, or a retry. */
export function LoadMoreRow({ list }: { list: ReturnType<typeof useMarketList> }) {
  const { t } = useTranslation();
  if (list.isFetchNextPageError) {
    return (
      <div className="flex justify-center py-4">
        <button type="button" onClick={() => void list.fetchNextPage()} className={buttonStyles.secondary}>
          {t('market.loadMoreRetry')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex justify-center py-4" aria-live="polite">
      {list.isFetchingNextPage ? (
        <span className="inline-flex items-center gap-2 text-sm text-mist">
          <span
            className="size-4 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
            aria-hidden="true"
          />
          {t('market.loadingMore')}
        </span>
      ) : (
        <button type="button" onClick={() => void list.fetchNextPage()} className={buttonStyles.ghost}>
          {t('market.loadMore')}
        </button>
      )}
    </div>
  );
}
