/** A card's on-chain asset type (CardNFT.assetTypeOf). */
export const cardAssetTypes = { hero: 0, equipment: 1, pet: 2, spiritStone: 3 } as const;
export type CardAssetType = (typeof cardAssetTypes)[keyof typeof cardAssetTypes];

/** The game coins deployed as GameCoin contracts (BNB is the chain's own coin). */
export const gameCoins = [
  { symbol: 'MDS', decimals: 18 },
  { symbol: 'MDV', decimals: 18 },
  { symbol: 'META', decimals: 18 },
  // Not 18 on purpose: amounts must always be scaled by the decimals read from the coin.
  { symbol: 'HFH', decimals: 8 },
  { symbol: 'ENFT', decimals: 18 },
] as const;
export type GameCoinSymbol = (typeof gameCoins)[number]['symbol'];
