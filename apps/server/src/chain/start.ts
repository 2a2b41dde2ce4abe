import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { leaderLockFor, lockKey } from './leader.ts';
import type { ChainRuntime } from './runtime.ts';
import { ChainWatcher, type WatcherLogger } from './watcher.ts';

/**
 * The confirmed-event watcher for the configured chain, or undefined when there is nothing to
 * watch (no CHAIN_RPC_URL or no CONTRACTS_FILE). Not started: the caller starts and stops it.
 */
export function createChainWatcher(deps: {
  config: Config;
  database: Database;
  chain: ChainRuntime;
  logger?: WatcherLogger;
}): ChainWatcher | undefined {
  const { config, database, chain } = deps;
  if (!chain.client || !chain.contracts) return undefined;
  return new ChainWatcher({
    chainId: chain.chainId,
    client: chain.client,
    contracts: chain.contracts,
    lock: leaderLockFor(database, config.databaseUrl, lockKey('chain-watcher', chain.chainId)),
    confirmations: config.chainConfirmations,
    pollMs: config.chainPollMs,
    blockRange: config.chainBlockRange,
    reorgWindow: config.chainReorgWindow,
    logger: deps.logger,
  });
}
