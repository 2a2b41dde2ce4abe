import { nft111Abi } from '@yuanlong/chain/abis';
import { type Hex, type Log, parseEventLogs, TransactionReceiptNotFoundError } from 'viem';
import type { ChainRuntime } from '../../chain/runtime.ts';
import { AppError } from '../../errors.ts';

/** Attempts and pause while a just-mined transaction may not have reached our node yet. */
const ATTEMPTS = 6;
const PAUSE_MS = 500;

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
  const { client, contracts } = chain;
  if (!client || !contracts) throw new AppError('unavailable');
  const hash = txHash.toLowerCase() as Hex;
  let receipt: Awaited<ReturnType<typeof client.getTransactionReceipt>> | undefined;
  for (let attempt = 1; !receipt; attempt += 1) {
    try {
      receipt = await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw new AppError('unavailable');
      if (attempt >= ATTEMPTS) throw new AppError('notFound', 'activationTxNotFound');
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
  if (receipt.status !== 'success') throw new AppError('conflict', 'transactionFailed');
  if (!address || receipt.from.toLowerCase() !== address.toLowerCase()) {
    throw new AppError('forbidden', 'auctionTxNotYours');
  }
  const nft111 = contracts.contracts.nft111.toLowerCase();
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
