import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MarketItem, MarketPage } from '@yuanlong/shared/market';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
