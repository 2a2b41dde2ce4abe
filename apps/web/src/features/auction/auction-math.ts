import { type BidSplit, splitBid } from '@yuanlong/chain/nft111';
import { minimumNextPrice } from '@yuanlong/shared/auction';

/** What the next bid of `amount` does, exactly as Nft111 splits it (base units; parts sum to `amount`). */
export interface NextBid {
  /** The smallest bid the contract takes now: ceil(price × 111 / 100). */
  minimum: bigint;
  /** Which bid it would be (1 = the first). */
  bidNumber: bigint;
  split: BidSplit;
  /** The earlier holdings sharing the 1% (the seller's and every outbid one): `bidNumber`. */
  holders: bigint;
  /** What the bidder gets back at least if outbid: their part of the smallest bid over theirs. */
  outbidAtLeast: bigint;
}

/**
 * The terms of the next bid on an auction at `price` with `bidCount` bids, for a bid of `amount`
 * (the minimum when not given). If outbid, the bidder gets the 95% part of the outbidding bid
 * plus that bid's share per earlier holding (their own holding is one of them): at least that
 * of the smallest bid over theirs.
 */
export function nextBid(price: bigint, bidCount: number, amount?: bigint): NextBid {
  const minimum = minimumNextPrice(price);
  const bid = amount ?? minimum;
  const bidNumber = BigInt(bidCount + 1);
  const after = splitBid(minimumNextPrice(bid), bidNumber + 1n);
  return {
    minimum,
    bidNumber,
    split: splitBid(bid, bidNumber),
    holders: bidNumber,
    outbidAtLeast: after.toPrevious + after.perHolder,
  };
}

/** Seconds from `now` (ms) until `locksAt` (ISO), never below zero. */
export function secondsUntil(locksAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(locksAt).getTime() - now) / 1000));
}
