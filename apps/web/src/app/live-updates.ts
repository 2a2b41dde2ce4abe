import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  auctionEventSchema,
  chainWaitEventSchema,
  EVENT_TOPICS,
  type ListingEvent,
  listingEventSchema,
  type StreamMessage,
} from '@yuanlong/shared/events';
import type { MarketPage } from '@yuanlong/shared/market';
import { NOTIFICATION_TOPIC } from '@yuanlong/shared/notifications';
import { AUCTION_KEYS } from '../features/auction/api/auction-api.ts';
import { noteAuctionChange } from '../features/market/auction-reloads.ts';
import { noteNewListing } from '../features/market/new-listings.ts';
import { NOTIFICATIONS_QUERY_KEY } from '../features/notifications/api/notifications.ts';
import { QUERY_KEYS } from '../lib/query-keys.ts';
import { USER_QUERY_KEY } from '../lib/user-info.ts';
import { applyChainWait } from './chain-waits.ts';

/** Market pages with a listing taken out (sold, cancelled) or re-priced. */
function patchMarketPages(data: InfiniteData<MarketPage> | undefined, event: ListingEvent) {
  if (!data) return data;
  const gone = event.action === 'sold' || event.action === 'cancelled';
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: gone
        ? page.items.filter((item) => item.listing_id !== event.listing_id)
        : page.items.map((item) =>
            item.listing_id === event.listing_id ? { ...item, price: event.price, coin: event.coin } : item,
          ),
    })),
  };
}

/**
 * Applies one live update to the query caches: a sold or cancelled listing leaves the market
 * grids at once and a new price shows; new listings reload the grids (once for those that come
 * within a second; a grid scrolled down offers them instead, see new-listings.ts); the asset's
 * detail and auction reload, the auction grids a moment later (once for the events of a second,
 * see auction-reloads.ts); a withdrawal's payout or the activation counts its confirmations in
 * place (other chain waits and the user's own activity reload the user's data: balances, the
 * bell); a notification reloads the bell; a reset reloads everything.
 */
export function applyLiveUpdate(client: QueryClient, message: StreamMessage): void {
  if (message.topic === EVENT_TOPICS.listing) {
    const parsed = listingEventSchema.safeParse(message.data);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.action === 'listed') noteNewListing(client);
    else
      client.setQueriesData<InfiniteData<MarketPage>>({ queryKey: QUERY_KEYS.marketLists }, (data) =>
        patchMarketPages(data, event),
      );
    void client.invalidateQueries({ queryKey: QUERY_KEYS.asset(event.id) });
  } else if (message.topic === EVENT_TOPICS.auction) {
    const parsed = auctionEventSchema.safeParse(message.data);
    if (!parsed.success) return;
    noteAuctionChange(client);
    void client.invalidateQueries({ queryKey: AUCTION_KEYS.all });
    if (parsed.data.asset_id !== null)
      void client.invalidateQueries({ queryKey: QUERY_KEYS.asset(parsed.data.asset_id) });
  } else if (message.topic === EVENT_TOPICS.chainWait) {
    const parsed = chainWaitEventSchema.safeParse(message.data);
    if (!parsed.success) return;
    // A payout or activation on screen counts up in place; another wait has the user's data read again.
    if (!applyChainWait(client, parsed.data)) void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
  } else if (message.topic === EVENT_TOPICS.activity) {
    void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
  } else if (message.topic === NOTIFICATION_TOPIC) {
    // A notification for this user (an inviter's too, which is not their own activity): the bell.
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  } else if (message.topic === EVENT_TOPICS.reset) {
    void client.invalidateQueries();
  }
}
