import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { MarketPage } from '@yuanlong/shared/market';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { holdNewListings, NEW_LISTINGS_RELOAD_MS, noteNewListing, showNewListings } from './new-listings.ts';

/** A grid's list query on screen, counting its fetches. */
async function gridOnScreen() {
  const client = new QueryClient();
  let fetches = 0;
  const observer = new QueryObserver<MarketPage>(client, {
    queryKey: [...QUERY_KEYS.marketLists, { kind: 'equip' }],
    queryFn: async () => {
      fetches += 1;
      return { items: [], next_cursor: null, coin: 'MDS' };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const stop = observer.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
  return { client, fetches: () => fetches, stop };
}

describe('new listings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reload a grid near its start a moment later, once for those that come together, again for a later one', async () => {
    const grid = await gridOnScreen();
    for (let i = 0; i < 20; i += 1) noteNewListing(grid.client);
    await vi.advanceTimersByTimeAsync(NEW_LISTINGS_RELOAD_MS - 1);
    expect(grid.fetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(grid.fetches()).toBe(2);
    noteNewListing(grid.client);
    await vi.advanceTimersByTimeAsync(NEW_LISTINGS_RELOAD_MS);
    expect(grid.fetches()).toBe(3);
    grid.stop();
  });

  it('wait while the grid is scrolled down, and load once when asked', async () => {
    const grid = await gridOnScreen();
    holdNewListings(grid.client, true);
    noteNewListing(grid.client);
    noteNewListing(grid.client);
    await vi.advanceTimersByTimeAsync(NEW_LISTINGS_RELOAD_MS * 3);
    expect(grid.fetches()).toBe(1);
    showNewListings(grid.client);
    showNewListings(grid.client);
    await vi.advanceTimersByTimeAsync(0);
    expect(grid.fetches()).toBe(2);
    grid.stop();
  });

  it('load when the grid is scrolled back up, and not again after', async () => {
    const grid = await gridOnScreen();
    holdNewListings(grid.client, true);
    noteNewListing(grid.client);
    await vi.advanceTimersByTimeAsync(NEW_LISTINGS_RELOAD_MS);
    expect(grid.fetches()).toBe(1);
    holdNewListings(grid.client, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(grid.fetches()).toBe(2);
    holdNewListings(grid.client, true);
    holdNewListings(grid.client, false);
    await vi.advanceTimersByTimeAsync(NEW_LISTINGS_RELOAD_MS);
    expect(grid.fetches()).toBe(2);
    grid.stop();
  });

  it('wait too when the grid is scrolled down before a due reload', async () => {
    const grid = await gridOnScreen();
    noteNewListing(grid.client);
    holdNewListings(grid.client, true);
    await vi.advanceTimersByTimeAsync(NEW_LISTINGS_RELOAD_MS);
    expect(grid.fetches()).toBe(1);
    showNewListings(grid.client);
    await vi.advanceTimersByTimeAsync(0);
    expect(grid.fetches()).toBe(2);
    grid.stop();
  });
});
