import type { Auction } from '@yuanlong/shared/auction';
import type { TFunction } from '../../lib/i18n.ts';

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

/** An auction's name in a list: its asset's, else the collection and token ("Dragon #900000101"). */
export function auctionName(
  t: TFunction,
  auction: Pick<Auction, 'asset' | 'collection_kind' | 'token_id'>,
): string {
  if (auction.asset) return auction.asset.name;
  return `${t(auction.collection_kind === 'dragon' ? 'auction.kind.dragon' : 'auction.kind.card')} #${auction.token_id}`;
}
