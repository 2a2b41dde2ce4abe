import { activityAssetPath } from '@yuanlong/shared/activities';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import type { SavedSearch, WatchedAsset } from '@yuanlong/shared/watchlist';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useWatchTexts, type WatchT } from '../../../lib/feature-texts.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFollowAsset, useUnfollowAsset } from '../api/follow-asset.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { useDeleteSearch, useUpdateSearch } from '../api/saved-searches.ts';
import { alertText } from '../components/follow-panel.tsx';
import { searchMarketHref, searchSummary } from '../components/search-summary.ts';
import { StarIcon } from '../components/star-icon.tsx';
import { WatchRow } from '../components/watch-row.tsx';

/** /watchlist: followed assets and saved searches, each with its alert price and a way to remove it. */
export function WatchlistPage() {
  const { ready, wt } = useWatchTexts();
  const { t } = useTranslation();
  const query = useWatchlist();
  if (!ready) return <ListLoading>{<div className="skeleton h-64 rounded-2xl" />}</ListLoading>;
  const data = query.data;
  return (
    <div className="flex flex-col gap-5" data-testid="watchlist-page">
      <div>
        <PageTitle>{wt('watch.title')}</PageTitle>
        <p className="-mt-4 max-w-2xl text-sm text-mist">{wt('watch.body')}</p>
      </div>
      {query.isError ? (
        <ListError
          title={wt('watch.loadFailed')}
          body=""
          onRetry={() => void query.refetch()}
          pending={query.isFetching}
        />
      ) : !data ? (
        <ListLoading>
          <div className="skeleton h-40 rounded-2xl" />
          <div className="skeleton mt-5 h-40 rounded-2xl" />
        </ListLoading>
      ) : (
        <>
          <Section title={wt('watch.assets', { count: data.assets.length, max: data.limits.assets })}>
            {data.assets.length === 0 ? (
              <ListEmpty
                icon={<StarIcon on={false} />}
                title={wt('watch.emptyAssets')}
                body={wt('watch.emptyAssetsBody')}
                link={{ to: '/marketplace', label: wt('watch.goMarket') }}
              />
            ) : (
              <ul className="divide-y divide-white/5">
                {data.assets.map((asset) => (
                  <AssetRow key={asset.asset_id} asset={asset} wt={wt} />
                ))}
              </ul>
            )}
          </Section>
          <Section title={wt('watch.searches', { count: data.searches.length, max: data.limits.searches })}>
            {data.searches.length === 0 ? (
              <ListEmpty
                title={wt('watch.emptySearches')}
                body={wt('watch.emptySearchesBody')}
                link={{ to: '/marketplace', label: wt('watch.goMarket') }}
              />
            ) : (
              <ul className="divide-y divide-white/5">
                {data.searches.map((search) => (
                  <SearchRow key={search.id} search={search} wt={wt} summary={searchSummary(search, t)} />
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </div>
  );
}

function AssetRow({ asset, wt }: { asset: WatchedAsset; wt: WatchT }) {
  const follow = useFollowAsset();
  const unfollow = useUnfollowAsset();
  return (
    <WatchRow
      testId="watched-asset"
      wt={wt}
      name={asset.name}
      to={activityAssetPath(asset.kind, asset.asset_id)}
      lines={
        <>
          <p className="text-sm text-jade-200">
            {asset.listing
              ? wt('watch.onSale', {
                  price: `${formatAmount(asset.listing.price, asset.listing.coin)} ${asset.listing.coin}`,
                })
              : wt('watch.notOnSale')}
          </p>
          <p className="text-xs text-mist">{alertText(wt, asset.below_price, asset.coin, 'asset')}</p>
        </>
      }
      threshold={{ below_price: asset.below_price, coin: asset.coin }}
      defaultCoin={asset.listing?.coin ?? MARKET_DEFAULT_COIN}
      saving={follow.isPending}
      save={(threshold, done) =>
        follow.mutate({ assetId: asset.asset_id, ...threshold }, { onSuccess: done })
      }
      remove={{
        text: wt('watch.unfollow'),
        label: wt('watch.unfollowOf', { name: asset.name }),
        pending: unfollow.isPending,
        run: (done) => unfollow.mutate(asset.asset_id, { onSuccess: done }),
      }}
    />
  );
}

function SearchRow({ search, wt, summary }: { search: SavedSearch; wt: WatchT; summary: string }) {
  const update = useUpdateSearch();
  const remove = useDeleteSearch();
  return (
    <WatchRow
      testId="saved-search"
      wt={wt}
      name={search.name}
      to={searchMarketHref(search)}
      lines={
        <>
          <p className="text-sm text-mist">{summary || wt('watch.anyFilter')}</p>
          <p className="text-xs text-mist">{alertText(wt, search.below_price, search.coin, 'search')}</p>
        </>
      }
      threshold={{ below_price: search.below_price, coin: search.coin }}
      defaultCoin={search.coin ?? MARKET_DEFAULT_COIN}
      saving={update.isPending}
      save={(threshold, done) =>
        update.mutate(
          // No price keeps the search's own coin (a filter of its own).
          { id: search.id, below_price: threshold.below_price, coin: threshold.coin ?? search.coin },
          { onSuccess: done },
        )
      }
      remove={{
        text: wt('watch.delete'),
        label: wt('watch.deleteOf', { name: search.name }),
        pending: remove.isPending,
        run: (done) => remove.mutate(search.id, { onSuccess: done }),
      }}
    />
  );
}
