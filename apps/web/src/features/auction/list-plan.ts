import { nft111Abi } from '@yuanlong/chain/abis';
import { ASSET_KINDS, ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import type { ChainSettings } from '@yuanlong/shared/website';
import { type Abi, type Address, zeroAddress } from 'viem';
import { getAssetLocation } from '../../lib/asset-location.ts';
import { reportAuctionTx } from './api/auction-api.ts';
import type { AuctionPlan } from './auction-flow.ts';

type Contracts = NonNullable<ChainSettings['contracts']>;

/** A coin's contract address for the auction: the zero address is BNB. */
export function coinAddress(contracts: Contracts, coin: Coin): Address {
  return coin === 'BNB' ? zeroAddress : (contracts.coins[coin] as Address);
}

/** The NFT collection of an asset kind: dragons or cards. */
export function collectionOf(contracts: Contracts, kind: number): Address {
  return (kind === ASSET_KINDS.dragon.code ? contracts.dragon : contracts.card) as Address;
}

/** The lock timeouts a seller chooses from (seconds): the contract allows 10 minutes to 194 days. */
export const AUCTION_TIMEOUTS = [600, 21_600, 86_400, 259_200] as const;
export const DEFAULT_TIMEOUT = 86_400;

/**
 * Escrowing a wallet NFT at a start price: approve the contract for the token, createAuction
 * with the chosen timeout, report it (sellback), done when the asset is a contract asset.
 */
export function listPlan(input: {
  account: string;
  contracts: Contracts;
  asset: { id: number; kind: number; tokenId: bigint };
  coin: Coin;
  startPrice: bigint;
  /** Seconds without a bid after which the auction locks. */
  timeout: number;
}): AuctionPlan {
  const { contracts, asset } = input;
  const collection = collectionOf(contracts, asset.kind);
  return {
    account: input.account,
    coin: null,
    amount: 0n,
    nft: { collection, tokenId: asset.tokenId },
    call: (chain) => ({
      address: chain.nft111,
      abi: nft111Abi as Abi,
      functionName: 'createAuction',
      args: [
        collection,
        asset.tokenId,
        coinAddress(contracts, input.coin),
        input.startPrice,
        BigInt(input.timeout),
      ],
    }),
    report: (hash) => reportAuctionTx({ kind: 'sell', assetId: asset.id }, hash),
    isDone: async () => (await getAssetLocation(asset.id)) === ASSET_LOCATIONS.contract.code,
  };
}
