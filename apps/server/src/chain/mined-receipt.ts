import {
  type Hex,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import { AppError } from '../errors.ts';
import type { ChainRuntime } from './runtime.ts';

/** Attempts and pause while a just-mined transaction may not have reached our node yet. */
const ATTEMPTS = 6;
const PAUSE_MS = 500;

async function receiptOrUndefined(chain: ChainRuntime, hash: Hex) {
  try {
    return await chain.client!.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

/** Whether our node knows the transaction (pending or mined). */
async function isKnown(chain: ChainRuntime, hash: Hex): Promise<boolean> {
  try {
    await chain.client!.getTransaction({ hash });
    return true;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return false;
    throw error;
  }
}

/**
 * The receipt of a transaction a user handed over, read from our own node (waiting up to 3 s
 * for it to see the transaction): 503 without a chain or when it cannot be read, 404 unknown,
 * 409 pending ("not mined yet") or reverted ("Transaction failed."). Nothing is written.
 */
export async function minedReceipt(chain: ChainRuntime, txHash: string): Promise<TransactionReceipt> {
  if (!chain.client || !chain.contracts) throw new AppError('unavailable');
  const hash = txHash.toLowerCase() as Hex;
  try {
    let receipt = await receiptOrUndefined(chain, hash);
    for (let attempt = 1; !receipt && attempt < ATTEMPTS; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      receipt = await receiptOrUndefined(chain, hash);
    }
    if (!receipt) {
      if (await isKnown(chain, hash)) throw new AppError('conflict', 'txPending');
      throw new AppError('notFound', 'txNotFound');
    }
    if (receipt.status !== 'success') throw new AppError('conflict', 'transactionFailed');
    return receipt;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable');
  }
}
