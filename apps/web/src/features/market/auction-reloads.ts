import { coalescedPerClient } from '../../lib/coalesced.ts';
import type { LiveStatus } from '../../lib/live-events.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';

/** The auction grids' queries (every filter and sort). */
export const AUCTION_GRIDS_KEY = [...QUERY_KEYS.market, 'auctions'] as const;

/**
 * Auction events that come together (a bidding war, a seller's several auctions) reload the
 * auction grids once, this long after the first: each reload fetches every page a grid has loaded
 * again, one after the other.
 */
export const AUCTION_EVENTS_RELOAD_MS = 1_000;

/**
 * How often the auction grids are read again. Without the live stream, every 10 s: prices, bids
 * and locks change on chain. With it, every bid, new auction and ending comes as an event (see
 * noteAuctionChange), and a reload each minute only catches up on what time alone changes.
 */
export function auctionGridRefreshMs(live: LiveStatus): number {
  return live === 'live' ? 60_000 : 10_000;
}

/** An auction changed: the auction grids reload a moment later (once for events within AUCTION_EVENTS_RELOAD_MS). */
export const noteAuctionChange = coalescedPerClient(AUCTION_EVENTS_RELOAD_MS, (client) => {
  void client.invalidateQueries({ queryKey: AUCTION_GRIDS_KEY });
});
