import { useQueryClient } from '@tanstack/react-query';
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { MarketItem } from '@yuanlong/shared/market';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMarketList } from '../api/get-market-list.ts';
import { HOLD_AFTER_SCREENS, holdNewListings, showNewListings } from '../new-listings.ts';
import { MARKET_TEST_IDS } from '../test-ids.ts';
import {
  artWidthFor,
  columnsFor,
  gapFor,
  ROW_CONTAINMENT,
  rememberRowHeight,
  rowHeightFor,
  rowsOf,
  rowsWithCards,
  scrollAfterMount,
  scrollSpeed,
  useBox,
} from './grid-layout.ts';
import {
  GridEmpty,
  GridError,
  GridSkeleton,
  gridStyle,
  LoadMoreRow,
  PlaceholderRow,
} from './grid-states.tsx';
import { MarketCard } from './market-card.tsx';
import { NewListingsPill } from './new-listings-pill.tsx';
import { useRowsRevealed } from './use-rows-revealed.ts';

// Rows rendered beyond the screen, and how close to the end the next page is asked for.
const OVERSCAN_ROWS = 2;
const PREFETCH_ROWS = 3;

/**
 * A row's height from the ResizeObserver's report (after layout); a row just attached keeps its
 * last height or the estimate instead of reading the layout in the middle of the commit. A card
 * row's height is remembered for the rows after it (rowHeightFor).
 */
function rowHeight(row: Element, entry: ResizeObserverEntry | undefined, grid: Virtualizer<Window, Element>) {
  if (entry) {
    const height = measureElement(row, entry, grid);
    if (row.hasAttribute('data-cards')) rememberRowHeight(Math.round(entry.contentRect.width), height);
    return height;
  }
  const key = grid.options.getItemKey(grid.indexFromElement(row));
  return grid.itemSizeCache.get(key) ?? grid.options.estimateSize(grid.indexFromElement(row));
}

/**
 * The listings of a market query as a virtualised grid over the window's scroll: only the rows
 * near the screen are in the DOM, and the next keyset page loads as the end comes near.
 */
export function MarketGrid({ query, filtered }: { query: Record<string, string>; filtered: boolean }) {
  const { t } = useTranslation();
  const list = useMarketList(query);
  const ref = useRef<HTMLDivElement>(null);
  const { width, top } = useBox(ref);
  const columns = columnsFor(width || 343);
  const gap = gapFor(width);
  const artWidth = artWidthFor(width, columns);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const rows = useMemo(() => rowsOf<MarketItem>(items, columns), [items, columns]);
  const more = Boolean(list.hasNextPage);
  const virtualizer = useWindowVirtualizer({
    count: rows.length + (more ? 1 : 0),
    estimateSize: () => rowHeightFor(width || 343, columns),
    overscan: OVERSCAN_ROWS,
    measureElement: rowHeight,
    scrollToFn: scrollAfterMount,
    // The window's size from the first render on (else the rows on screen follow in a second one).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin: top,
    gap,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastShown = virtualRows.at(-1)?.index ?? -1;
  // Faster than a screen a frame, rows newly on screen show placeholders until the scroll slows
  // or stops (the virtualiser renders again when it stops: isScrolling).
  const speed = useRef(scrollSpeed()).current;
  const fast = speed.update(
    virtualizer.scrollOffset ?? 0,
    performance.now(),
    virtualizer.isScrolling,
    window.innerHeight,
  );
  useLayoutEffect(() => speed.drawn(performance.now()));
  const withCards = useRef(new Set<number>());
  withCards.current = rowsWithCards(
    virtualRows.map((row) => row.index),
    fast,
    withCards.current,
  );
  // On the first page, rows fill in one a frame (useRowsRevealed).
  const revealed = useRowsRevealed(items.length > 0, lastShown + 1);
  const showsCards = (index: number) => index < revealed && withCards.current.has(index);
  const placeholders = virtualRows.some((row) => row.index < rows.length && !showsCards(row.index));

  // Scrolled a screen past its start, the grid holds new listings back (new-listings.ts).
  const client = useQueryClient();
  const held = (virtualizer.scrollOffset ?? 0) > top + window.innerHeight * HOLD_AFTER_SCREENS;
  useEffect(() => holdNewListings(client, held), [client, held]);
  useEffect(() => () => holdNewListings(client, false), [client]);
  const listRef = useRef<HTMLDivElement>(null);
  const showNew = () => {
    window.scrollTo({ top: 0 });
    showNewListings(client);
    listRef.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (lastShown >= rows.length - PREFETCH_ROWS && more && !list.isFetching && !list.isFetchNextPageError) {
      void list.fetchNextPage();
    }
  }, [lastShown, rows.length, more, list]);

  let body: ReactNode;
  if (list.isPending) body = <GridSkeleton columns={columns} />;
  else if (list.isError && !items.length)
    body = <GridError onRetry={() => void list.refetch()} pending={list.isFetching} />;
  else if (!items.length) body = <GridEmpty filtered={filtered} />;
  else {
    // Rows are absolutely placed wrappers (generic to assistive technology); the cards are the list's items.
    body = (
      // biome-ignore lint/a11y/useSemanticElements: a <ul> cannot hold the positioned row wrappers
      <div
        ref={listRef}
        tabIndex={-1}
        role="list"
        aria-label={t('market.listLabel')}
        aria-busy={list.isFetchingNextPage || placeholders}
        data-testid={MARKET_TEST_IDS.marketGrid}
        data-count={items.length}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualRows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            data-cards={row.index < rows.length && showsCards(row.index) ? '' : undefined}
            ref={virtualizer.measureElement}
            role="presentation"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              ...ROW_CONTAINMENT,
            }}
          >
            {row.index >= rows.length ? (
              <LoadMoreRow list={list} />
            ) : !showsCards(row.index) ? (
              <PlaceholderRow columns={columns} count={rows[row.index]!.length} gap={gap} height={row.size} />
            ) : (
              <div style={{ ...gridStyle(columns), gap }}>
                {rows[row.index]!.map((item, i) => (
                  // biome-ignore lint/a11y/useSemanticElements: see the list above
                  <div
                    key={item.listing_id}
                    role="listitem"
                    aria-posinset={row.index * columns + i + 1}
                    aria-setsize={more ? -1 : items.length}
                  >
                    <MarketCard item={item} artWidth={artWidth} />
                  </div>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
    );
  }
  const pageCoin = list.data?.pages[0]?.coin;
  return (
    <div ref={ref}>
      {pageCoin && !query.coin && items.length ? (
        <p className="mb-3 text-sm text-mist">{t('market.coinNote', { coin: pageCoin })}</p>
      ) : null}
      <NewListingsPill onShow={showNew} />
      {body}
      {items.length && !more ? (
        <p className="py-6 text-center text-sm text-mist">{t('market.end', { count: items.length })}</p>
      ) : null}
    </div>
  );
}
