import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MarketItem, MarketPage } from '@yuanlong/shared/market';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUCTION_EVENTS_RELOAD_MS, auctionGridRefreshMs } from '../features/market/auction-reloads.ts';
import { NEW_LISTINGS_RELOAD_MS } from '../features/market/new-listings.ts';
import { applyLiveUpdate } from './live-updates.ts';

const item = (listing_id: number, price: string) =>
  ({ listing_id, id: listing_id + 100, price, coin: 'MDS' }) as MarketItem;
const KEY = ['market', 'list', { kind: 'equip' }];

function clientWithGrid() {
  const client = new QueryClient();
  const data: InfiniteData<MarketPage> = {
    pages: [
      { items: [item(1, '10'), item(2, '20')], next_cursor: 'x', coin: 'MDS' },
      { items: [item(3, '30')], next_cursor: null, coin: 'MDS' },
    ],
    pageParams: [undefined, 'x'],
  };
  client.setQueryData(KEY, data);
  const grid = () => client.getQueryData<InfiniteData<MarketPage>>(KEY)!.pages.flatMap((p) => p.items);
  return { client, grid };
}
const listing = (action: string, listing_id: number, price: string) => ({
  topic: 'listing',
  data: { action, listing_id, id: listing_id + 100, price, coin: 'MDS' },
});

describe('applyLiveUpdate', () => {
  it('takes a sold or cancelled listing out of every cached market page', () => {
    const { client, grid } = clientWithGrid();
    applyLiveUpdate(client, listing('sold', 2, '20'));
    applyLiveUpdate(client, listing('cancelled', 3, '30'));
    expect(grid().map((i) => i.listing_id)).toEqual([1]);
  });

  it('shows a new price in place', () => {
    const { client, grid } = clientWithGrid();
    applyLiveUpdate(client, listing('price', 1, '15'));
    expect(grid().map((i) => i.price)).toEqual(['15', '20', '30']);
  });

  it('ignores a malformed event and topics it does not know', () => {
    const { client, grid } = clientWithGrid();
    applyLiveUpdate(client, { topic: 'listing', data: { action: 'sold', listing_id: 'x' } });
    applyLiveUpdate(client, { topic: 'something_new', data: {} });
    expect(grid()).toHaveLength(3);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the market lists stale a moment after a listing is new, and everything on a reset', () => {
    vi.useFakeTimers();
    const { client } = clientWithGrid();
    applyLiveUpdate(client, listing('listed', 9, '90'));
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(NEW_LISTINGS_RELOAD_MS);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(true);
    client.setQueryData(['user', 'activity', 'all'], { pages: [] });
    applyLiveUpdate(client, { topic: 'reset', data: {} });
    expect(client.getQueryState(['user', 'activity', 'all'])?.isInvalidated).toBe(true);
  });

  it('reloads the auction grids once for the events of a second, and the auction at once', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const GRID = ['market', 'auctions', { sort: 'price' }];
    client.setQueryData(GRID, { pages: [], pageParams: [] });
    client.setQueryData(['auction', 'detail', 5], { id: 5 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const gridReloads = () =>
      invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[1] === 'auctions').length;
    const bid = (price: string) => ({
      topic: 'auction',
      data: { action: 'bid', auction_id: 5, asset_id: null, price, bids: 1 },
    });
    for (const price of ['111', '124', '138']) applyLiveUpdate(client, bid(price));
    expect(client.getQueryState(['auction', 'detail', 5])?.isInvalidated).toBe(true);
    expect(client.getQueryState(GRID)?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(AUCTION_EVENTS_RELOAD_MS);
    expect(client.getQueryState(GRID)?.isInvalidated).toBe(true);
    expect(gridReloads()).toBe(1);
    // A later event starts a new second.
    applyLiveUpdate(client, bid('152'));
    vi.advanceTimersByTime(AUCTION_EVENTS_RELOAD_MS);
    expect(gridReloads()).toBe(2);
  });

  it('polls the auction grids every 10 s without the live stream, every minute with it', () => {
    expect(auctionGridRefreshMs('offline')).toBe(10_000);
    expect(auctionGridRefreshMs('connecting')).toBe(10_000);
    expect(auctionGridRefreshMs('live')).toBe(60_000);
  });

  it("reloads the bell on a notification and on the user's own activity, and nothing else", () => {
    const { client } = clientWithGrid();
    const BELL = ['user', 'notifications'];
    client.setQueryData(BELL, { items: [], unread: 0, next_cursor: null });
    applyLiveUpdate(client, { topic: 'notification', data: { id: 7, kind: 'inviteeActivated' } });
    expect(client.getQueryState(BELL)?.isInvalidated).toBe(true);
    expect(client.getQueryState(KEY)?.isInvalidated).toBe(false);
    client.setQueryData(BELL, { items: [], unread: 1, next_cursor: null });
    applyLiveUpdate(client, { topic: 'activity', data: { types: [17] } });
    expect(client.getQueryState(BELL)?.isInvalidated).toBe(true);
  });
});
