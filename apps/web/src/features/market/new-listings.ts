import type { QueryClient } from '@tanstack/react-query';
import { coalescedPerClient } from '../../lib/coalesced.ts';
import { createOpenFlag, type OpenFlag } from '../../lib/open-flag.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';

/**
 * New listings that come together (a seller's bulk listing, a busy minute) reload the grids once,
 * this long after the first: each reload fetches every page the grid has loaded again, and a
 * reload asked for while one runs starts it over.
 */
export const NEW_LISTINGS_RELOAD_MS = 1_000;

/**
 * A grid scrolled this far past its start holds new listings back: a reload would put them above
 * the cards being looked at and move every card one place on (the same goes for a price sort,
 * from where the new one lands). The grid shows "New listings" instead, and reloads when asked or
 * when scrolled back up.
 */
export const HOLD_AFTER_SCREENS = 1;

interface NewListings {
  /** A grid on screen is scrolled away from its start (see HOLD_AFTER_SCREENS). */
  held: boolean;
  /** New listings came while held: the grid offers them. */
  waiting: OpenFlag;
}

const byClient = new WeakMap<QueryClient, NewListings>();

function stateOf(client: QueryClient): NewListings {
  let state = byClient.get(client);
  if (!state) {
    state = { held: false, waiting: createOpenFlag() };
    byClient.set(client, state);
  }
  return state;
}

function reloadGrids(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: QUERY_KEYS.marketLists });
}

/** The market grids reload, or, while a grid is held, offer the new listings. */
const reloadSoon = coalescedPerClient(NEW_LISTINGS_RELOAD_MS, (client) => {
  const state = stateOf(client);
  if (state.held) state.waiting.set(true);
  else reloadGrids(client);
});

/**
 * A listing is new: the market grids reload a moment later (once for those that come within
 * NEW_LISTINGS_RELOAD_MS), or, while a grid is held, it offers them.
 */
export function noteNewListing(client: QueryClient): void {
  const state = stateOf(client);
  if (state.held) state.waiting.set(true);
  else reloadSoon(client);
}

/** A grid is scrolled away from its start (held) or back; back, the listings waiting load. */
export function holdNewListings(client: QueryClient, held: boolean): void {
  const state = stateOf(client);
  state.held = held;
  if (!held) showNewListings(client);
}

/** Loads the listings waiting, if any (the grid's "New listings"). */
export function showNewListings(client: QueryClient): void {
  const state = stateOf(client);
  if (!state.waiting.get()) return;
  state.waiting.set(false);
  reloadGrids(client);
}

/** Whether new listings wait to be shown, re-rendering when that changes. */
export function useNewListingsWaiting(client: QueryClient): boolean {
  return stateOf(client).waiting.useOpen();
}
