import { gameVaultAbi } from '@yuanlong/chain/abis';
import { type Hex, parseEventLogs, TransactionNotFoundError, TransactionReceiptNotFoundError } from 'viem';
import type { ChainRuntime } from '../../chain/runtime.ts';
import { AppError } from '../../errors.ts';

/** Attempts and pause while a just-mined transaction may not have reached our node yet. */
const ATTEMPTS = 6;
const PAUSE_MS = 500;

/** The GameVault events a report can name. */
export type VaultEventName = 'CoinDeposited' | 'NftDeposited' | 'NftClaimed' | 'CardMinted';

/** One vault event of a mined, successful transaction (addresses lower-case). */
export interface VaultLog {
  event: VaultEventName;
  logIndex: number;
  blockNumber: bigint;
  args: Record<string, bigint | string | number>;
}

/** A mined, successful transaction's GameVault events, with the chain's head at reading time. */
export interface VaultReceipt {
  logs: VaultLog[];
  head: bigint;
}

async function receiptOrUndefined(chain: ChainRuntime, hash: Hex) {
  try {
    return await chain.client!.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

/** Whether any node we use knows the transaction (pending or mined). */
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
 * Reads a transaction's receipt from our own node and decodes the events the deployment's
 * GameVault emitted in it (events of any other contract, same-named or not, are ignored).
 * Errors: 503 without a chain, 404 unknown, 409 pending ("not mined yet") or reverted
 * ("Transaction failed.").
 */
export async function readVaultReceipt(chain: ChainRuntime, txHash: string): Promise<VaultReceipt> {
  if (!chain.client || !chain.contracts) throw new AppError('unavailable');
  const hash = txHash as Hex;
  try {
    let receipt = await receiptOrUndefined(chain, hash);
    for (let attempt = 1; !receipt && attempt < ATTEMPTS; attempt += 1) {
      if (await isKnown(chain, hash)) throw new AppError('conflict', 'txPending');
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      receipt = await receiptOrUndefined(chain, hash);
    }
    if (!receipt) {
      if (await isKnown(chain, hash)) throw new AppError('conflict', 'txPending');
      throw new AppError('notFound', 'txNotFound');
    }
    if (receipt.status !== 'success') throw new AppError('conflict', 'transactionFailed');
    const vault = chain.contracts.contracts.gameVault.toLowerCase();
    const logs = parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs })
      .filter((log) => log.address.toLowerCase() === vault)
      .flatMap((log): VaultLog[] => {
        const name = log.eventName as string;
        if (!['CoinDeposited', 'NftDeposited', 'NftClaimed', 'CardMinted'].includes(name)) return [];
        const args: VaultLog['args'] = {};
        for (const [key, value] of Object.entries(log.args as Record<string, unknown>)) {
          args[key] = typeof value === 'string' ? value.toLowerCase() : (value as bigint | number);
        }
        return [
          { event: name as VaultEventName, logIndex: log.logIndex, blockNumber: log.blockNumber, args },
        ];
      });
    const head = await chain.client.getBlockNumber({ cacheTime: 0 });
    return { logs, head };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable');
  }
}
