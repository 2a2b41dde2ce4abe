import { type AuctionEvent, EVENT_TOPICS } from '@yuanlong/shared/events';
import type { Db } from '../../db/client.ts';
import type { auctions } from '../../db/schema.ts';
import { publishEvent } from '../events/publish.ts';

type AuctionState = Pick<typeof auctions.$inferSelect, 'auctionId' | 'assetId' | 'price' | 'bidCount'>;

/** Tells every live stream that an auction changed (in the chain watcher's transaction). */
export function publishAuction(
  tx: Db,
  action: AuctionEvent['action'],
  auction: AuctionState,
): Promise<number> {
  const data: AuctionEvent = {
    action,
    auction_id: auction.auctionId,
    asset_id: auction.assetId,
    price: auction.price.toString(),
    bids: auction.bidCount,
  };
  return publishEvent(tx, { topic: EVENT_TOPICS.auction, data });
}
