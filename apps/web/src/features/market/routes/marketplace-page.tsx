import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { marketListQueryOptions } from '../api/get-market-list.ts';
import { AuctionGrid } from '../components/auction-grid.tsx';
import { FilterBar, FilterSelect } from '../components/filter-bar.tsx';
import { KindTabs } from '../components/kind-tabs.tsx';
import { MarketGrid } from '../components/market-grid.tsx';
import { MobileFilterBar } from '../components/mobile-filter-bar.tsx';
import { ModeTabs } from '../components/mode-tabs.tsx';
import { activeFilterCount, auctionApiQuery, marketApiQuery, parseMarketSearch } from '../filters.ts';

const MarketSearch = lazy(() => import('../components/market-search.tsx'));
const StatsStrip = lazy(() => import('../components/stats-strip.tsx'));

/**
 * The market: fixed-price listings or NFT111 auctions (`mode=auction`), with the same filters and
 * sort. Filters, sort and mode live in the URL (val1–val6, kind, coin, mode), so a pasted link opens
 * the same view and back/forward walk the choices; listings scroll in a virtualised grid.
 */
export function MarketplacePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const filters = useMemo(() => parseMarketSearch(search), [search]);
  const auctions = filters.mode === 'auction';
  const query = useMemo(() => (auctions ? auctionApiQuery : marketApiQuery)(filters), [auctions, filters]);
  // Only the filters of the layout on screen are rendered (a phone's first render: ~80 elements less).
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // The heading renders first; the kind tabs and filters, then the grid, each in a task of its own.
  const filtersTurn = useAfterPaint();
  const gridTurn = useAfterPaint();
  return (
    <div>
      <PageTitle eyebrow={t('market.eyebrow')}>{t('page.marketplace.title')}</PageTitle>
      <ModeTabs search={search} />
      {filtersTurn ? (
        <>
          {auctions ? null : (
            <div className="mb-4 md:max-w-md">
              {/* The field's height, held while it loads (no shift). */}
              <Suspense fallback={<div className="min-h-11" />}>
                <MarketSearch value={filters.search} />
              </Suspense>
            </div>
          )}
          <div className="mb-4 flex items-end gap-4">
            <KindTabs
              search={search}
              className="-mx-4 min-w-0 flex-1 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0"
            />
            {desktop ? (
              <div className="hidden w-44 shrink-0 md:block">
                <FilterSelect group="sort" filters={filters} search={search} />
              </div>
            ) : null}
          </div>
          {desktop ? (
            <FilterBar filters={filters} search={search} />
          ) : (
            <MobileFilterBar filters={filters} search={search} />
          )}
          {auctions ? null : (
            <Suspense fallback={<div className="mb-4 h-16" />}>
              <StatsStrip filters={filters} />
            </Suspense>
          )}
        </>
      ) : null}
      {!gridTurn ? null : auctions ? (
        <AuctionGrid query={query} filtered={activeFilterCount(filters) > 0} />
      ) : (
        <MarketGrid query={query} filtered={activeFilterCount(filters) > 0} />
      )}
    </div>
  );
}

/** Asks for the first page of a /marketplace URL's listings while the page is on its way (see lazyPage). */
export function prefetchMarketplace(url: URL): Promise<void> | undefined {
  const filters = parseMarketSearch(url.search);
  if (filters.mode !== 'auction')
    return queryClient.prefetchInfiniteQuery(marketListQueryOptions(marketApiQuery(filters)));
}
