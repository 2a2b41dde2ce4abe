// The NFT111 auction's price rules, mirrored from contracts/Nft111.sol for display (the contract decides).

/** The smallest accepted bid over `price`: ceil(price * 111 / 100). */
export function minimumNextPrice(price: bigint): bigint {
  return (price * 111n + 99n) / 100n;
}

/** How the contract splits bid number `bidNumber` (1 = first bid) of `amount` base units. */
export interface BidSplit {
  /** To the previous holder: 95% plus every rounding remainder. */
  toPrevious: bigint;
  /** To the collection's copyright owner: floor(3%). */
  copyright: bigint;
  /** To the platform: floor(1%). */
  platform: bigint;
  /** To each of the `bidNumber` earlier holdings (the seller's included): floor(floor(1%) / bidNumber). */
  perHolder: bigint;
}

/** Splits a bid exactly as Nft111.splitBid does; the parts always sum to `amount`. */
export function splitBid(amount: bigint, bidNumber: bigint): BidSplit {
  if (bidNumber < 1n) throw new RangeError('bidNumber starts at 1');
  const copyright = (amount * 3n) / 100n;
  const platform = amount / 100n;
  const perHolder = amount / 100n / bidNumber;
  return {
    toPrevious: amount - copyright - platform - perHolder * bidNumber,
    copyright,
    platform,
    perHolder,
  };
}
