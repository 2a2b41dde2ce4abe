import { LoadMoreButton } from '../../../components/list-states.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAuctions } from '../api/get-auctions.ts';
import { AuctionCard } from './auction-card.tsx';
import { GridEmpty, GridError, GridSkeleton } from './grid-states.tsx';

/** The NFT111 auctions of a market query: cards in a grid, the next keyset page on demand. */
export function AuctionGrid({ query, filtered }: { query: Record<string, string>; filtered: boolean }) {
  const { t } = useTranslation();
  const list = useAuctions(query);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending) return <GridSkeleton columns={2} />;
  if (list.isError && !items.length)
    return <GridError onRetry={() => void list.refetch()} pending={list.isFetching} />;
  if (!items.length) return <GridEmpty filtered={filtered} clearTo="/marketplace?mode=auction" />;
  return (
    <div>
      <ul
        aria-label={t('market.auction.listLabel')}
        data-count={items.length}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
      >
        {items.map((auction) => (
          <li key={auction.id}>
            <AuctionCard auction={auction} />
          </li>
        ))}
      </ul>
      <LoadMoreButton list={list} />
    </div>
  );
}
