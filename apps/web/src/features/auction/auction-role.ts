import type { Auction } from '@yuanlong/shared/auction';

/** How an account stands in one of its auctions. */
export type AuctionRole = 'selling' | 'holding' | 'locked' | 'outbid' | 'closed';

/**
 * The account's place in an auction: ended; the holder of a locked one (withdraw the NFT);
 * selling (the seller, before the first bid or once others bid); holding (the last bidder);
 * outbid (an earlier bidder).
 */
export function auctionRole(
  auction: Pick<Auction, 'state' | 'locked' | 'holder' | 'seller' | 'bid_count'>,
  me: string,
): AuctionRole {
  if (auction.state !== 'open') return 'closed';
  const holder = auction.holder === me;
  if (holder && auction.locked) return 'locked';
  if (auction.seller === me && (!holder || auction.bid_count === 0)) return 'selling';
  return holder ? 'holding' : 'outbid';
}
