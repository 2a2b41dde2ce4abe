import { parseGwei } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ClaimExpiryWorker } from './claim-expiry.ts';
import { leaderLockFor, lockKey } from './leader.ts';
import { PayoutWorker } from './payout-worker.ts';
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
    staleHeadMs: config.chainStaleHeadSeconds * 1000,
    logger: deps.logger,
  });
}

/**
 * The payout worker for the configured chain, or undefined when it cannot run: no chain (RPC
 * and contracts) or no SIGNER_PRIVATE_KEY and PAYOUT_PRIVATE_KEY. Not started.
 */
export function createPayoutWorker(deps: {
  config: Config;
  database: Database;
  chain: ChainRuntime;
  logger?: WatcherLogger;
}): PayoutWorker | undefined {
  const { config, database, chain } = deps;
  if (!chain.client || !chain.contracts || !config.signerPrivateKey || !config.payoutPrivateKey)
    return undefined;
  return new PayoutWorker({
    chainId: chain.chainId,
    client: chain.client,
    contracts: chain.contracts,
    lock: leaderLockFor(database, config.databaseUrl, lockKey('payout-worker', chain.chainId)),
    signer: privateKeyToAccount(config.signerPrivateKey),
    payer: privateKeyToAccount(config.payoutPrivateKey),
    confirmations: config.chainConfirmations,
    pollMs: Math.max(config.chainPollMs, 1_000),
    voucherTtlSeconds: config.withdrawVoucherHours * 3_600,
    stuckAfterMs: config.payoutStuckSeconds * 1000,
    maxFeePerGas: parseGwei(String(config.payoutMaxGasGwei)),
    logger: deps.logger,
  });
}

/**
 * The claim expiry worker (revokes expired claim vouchers, then unlocks their assets), or
 * undefined when it cannot run: no chain (RPC and contracts) or no SIGNER_PRIVATE_KEY. Not started.
 */
export function createClaimExpiryWorker(deps: {
  config: Config;
  database: Database;
  chain: ChainRuntime;
  logger?: WatcherLogger;
}): ClaimExpiryWorker | undefined {
  const { config, database, chain } = deps;
  if (!chain.client || !chain.contracts || !chain.signer) return undefined;
  return new ClaimExpiryWorker({
    chainId: chain.chainId,
    client: chain.client,
    contracts: chain.contracts,
    lock: leaderLockFor(database, config.databaseUrl, lockKey('claim-expiry', chain.chainId)),
    signer: chain.signer,
    confirmations: config.chainConfirmations,
    pollMs: Math.max(config.chainPollMs, 5_000),
    logger: deps.logger,
  });
}
