import { nft111Abi } from '@yuanlong/chain/abis';
import { type AuctionDetail, auctionDetailSchema } from '@yuanlong/shared/auction';
import type { Abi, Address, Hash } from 'viem';
import { apiGet } from '../../lib/api-client.ts';
import { reportAuctionTx } from './api/auction-api.ts';
import type { AuctionCall, AuctionChain, AuctionPlan } from './auction-flow.ts';

type Auction = Pick<AuctionDetail, 'id' | 'asset_id' | 'coin_address' | 'price'>;

const ZERO = '0x0000000000000000000000000000000000000000';

const call =
  (functionName: string, args: (chain: AuctionChain) => readonly unknown[], value?: bigint) =>
  (chain: AuctionChain): AuctionCall => ({
    address: chain.nft111,
    abi: nft111Abi as Abi,
    functionName,
    args: args(chain),
    ...(value === undefined ? {} : { value }),
  });

const readAuction = (id: number) =>
  apiGet(`/api/auctions/${id}`, { schema: auctionDetailSchema, quiet: true });

/** Reports a cancel or withdrawal of a game asset's auction (cancelback); nothing to report otherwise. */
const reportClose = (auction: Auction) => async (hash: Hash) =>
  auction.asset_id === null ? undefined : reportAuctionTx({ kind: 'close', assetId: auction.asset_id }, hash);

/**
 * A bid of `amount` with the price the bidder saw: BNB is sent with `bid`, an ERC-20 approved
 * and taken by `bidToken`. A bid that lost a race reverts (Nft111PriceChanged) instead of paying
 * more than shown. Done once the server lists the bid as confirmed.
 */
export function bidPlan(account: string, auction: Auction, amount: bigint): AuctionPlan {
  const native = auction.coin_address.toLowerCase() === ZERO;
  const id = BigInt(auction.id);
  const expected = BigInt(auction.price);
  return {
    account,
    coin: native ? null : (auction.coin_address as Address),
    amount,
    call: native ? call('bid', () => [id, expected], amount) : call('bidToken', () => [id, expected, amount]),
    report: (hash) => reportAuctionTx({ kind: 'bid' }, hash),
    isDone: async (hash) =>
      (await readAuction(auction.id)).bids.some((b) => b.tx_hash.toLowerCase() === hash.toLowerCase()),
  };
}

/** The seller cancels an auction that has no bid: the NFT goes back to the wallet. */
export function cancelPlan(account: string, auction: Auction): AuctionPlan {
  return {
    account,
    coin: null,
    amount: 0n,
    call: call('cancel', () => [BigInt(auction.id)]),
    report: reportClose(auction),
    isDone: async () => (await readAuction(auction.id)).state !== 'open',
  };
}

/** The holder of a locked auction withdraws the NFT to their own wallet. */
export function withdrawNftPlan(account: string, auction: Auction): AuctionPlan {
  return {
    account,
    coin: null,
    amount: 0n,
    call: call('withdrawNft', () => [BigInt(auction.id), account]),
    report: reportClose(auction),
    isDone: async () => (await readAuction(auction.id)).state !== 'open',
  };
}

/**
 * Withdraws what the account is credited in one auction (its 95% parts and holder shares: pull
 * payments) to its own wallet. Nothing is indexed for it: done once confirmed.
 */
export function claimPlan(account: string, auctionId: number): AuctionPlan {
  return {
    account,
    coin: null,
    amount: 0n,
    call: call('claim', () => [BigInt(auctionId), account]),
    report: async () => undefined,
    isDone: async () => true,
  };
}
