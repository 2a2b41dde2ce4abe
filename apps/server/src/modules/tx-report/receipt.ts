import { gameVaultAbi } from '@yuanlong/chain/abis';
import { parseEventLogs } from 'viem';
import { minedReceipt } from '../../chain/mined-receipt.ts';
import type { ChainRuntime } from '../../chain/runtime.ts';
import { AppError } from '../../errors.ts';

/** The GameVault events a report can name. */
export type VaultEventName = 'CoinDeposited' | 'NftDeposited' | 'NftClaimed' | 'CardMinted';
const NAMES: readonly string[] = ['CoinDeposited', 'NftDeposited', 'NftClaimed', 'CardMinted'];

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

/**
 * Reads a transaction's receipt (see minedReceipt) and decodes the events the deployment's
 * GameVault emitted in it (events of any other contract, same-named or not, are ignored).
 */
export async function readVaultReceipt(chain: ChainRuntime, txHash: string): Promise<VaultReceipt> {
  const receipt = await minedReceipt(chain, txHash);
  const vault = chain.contracts!.contracts.gameVault.toLowerCase();
  const logs = parseEventLogs({ abi: gameVaultAbi, logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === vault && NAMES.includes(log.eventName))
    .map((log): VaultLog => {
      const args: VaultLog['args'] = {};
      for (const [key, value] of Object.entries(log.args as Record<string, unknown>)) {
        args[key] = typeof value === 'string' ? value.toLowerCase() : (value as bigint | number);
      }
      return {
        event: log.eventName as VaultEventName,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        args,
      };
    });
  const head = await chain.client!.getBlockNumber({ cacheTime: 0 }).catch(() => {
    throw new AppError('unavailable');
  });
  return { logs, head };
}
