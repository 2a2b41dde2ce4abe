import { nft111Abi } from '@yuanlong/chain/abis';
import { type Hex, type Log, parseEventLogs } from 'viem';
import { minedReceipt } from '../../chain/mined-receipt.ts';
import type { ChainRuntime } from '../../chain/runtime.ts';
import { AppError } from '../../errors.ts';

/** A reported transaction's receipt as the server read it: its sender, block and Nft111 events. */
export interface CheckedReceipt {
  hash: Hex;
  from: string;
  blockNumber: number;
  /** The Nft111 contract's events in the receipt (other contracts' logs are left out). */
  auctionEvents: ReturnType<typeof parseEventLogs<typeof nft111Abi>>;
  /** Every log, for the NFT transfers that name the token. */
  logs: Log[];
}

/**
 * Reads a reported transaction's receipt (waiting up to 3 s for our node to see it): unknown
 * → "not found", reverted → "transaction failed", sent from another wallet than `address` →
 * "not yours". Nothing is written here.
 */
export async function checkedReceipt(chain: ChainRuntime, txHash: string, address: string | null) {
  const receipt = await minedReceipt(chain, txHash);
  const hash = receipt.transactionHash.toLowerCase() as Hex;
  if (!address || receipt.from.toLowerCase() !== address.toLowerCase()) {
    throw new AppError('forbidden', 'auctionTxNotYours');
  }
  const nft111 = chain.contracts!.contracts.nft111.toLowerCase();
  const auctionEvents = parseEventLogs({
    abi: nft111Abi,
    logs: receipt.logs.filter((log) => log.address.toLowerCase() === nft111),
  });
  return {
    hash,
    from: receipt.from.toLowerCase(),
    blockNumber: Number(receipt.blockNumber),
    auctionEvents,
    logs: receipt.logs,
  } satisfies CheckedReceipt;
}
