import { type Hex, TransactionReceiptNotFoundError } from 'viem';
import type { ChainRuntime } from './runtime.ts';

/** Confirmations of a block at `head` (the block itself counts), between 0 and `required`. */
export function confirmationsAt(head: bigint, block: bigint, required: number): number {
  return Math.max(0, Math.min(required, Number(head - block) + 1));
}

/**
 * Confirmations of each transaction (by lower-case hash; 0 while pending, unknown or reverted),
 * capped at the chain's required count, with one read of the head. Throws when the chain
 * cannot be read.
 */
export async function txConfirmations(chain: ChainRuntime, hashes: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  const client = chain.client;
  if (!client || hashes.length === 0) return result;
  const head = await client.getBlockNumber({ cacheTime: 0 });
  await Promise.all(
    hashes.map(async (hash) => {
      try {
        const receipt = await client.getTransactionReceipt({ hash: hash as Hex });
        const n =
          receipt.status === 'success' ? confirmationsAt(head, receipt.blockNumber, chain.confirmations) : 0;
        result.set(hash.toLowerCase(), n);
      } catch (error) {
        if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
        result.set(hash.toLowerCase(), 0);
      }
    }),
  );
  return result;
}
