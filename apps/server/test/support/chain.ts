import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activationAbi, dragonNftAbi, gameCoinAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { findFreePort, type RunningAnvil, startAnvil } from '@yuanlong/chain/anvil';
import { deploy } from '@yuanlong/chain/deploy';
import { nftDepositArgs } from '@yuanlong/chain/nft-deposit';
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  type TestClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ChainContracts, parseContracts } from '../../src/chain/contracts.ts';
import { leaderLockFor, lockKey } from '../../src/chain/leader.ts';
import { ChainWatcher, type ChainWatcherOptions } from '../../src/chain/watcher.ts';
import type { Database } from '../../src/db/client.ts';
import { type DatabaseKind, openTestDatabaseWithUrl } from './databases.ts';

/** A local chain for one test file: anvil on a free port in a temp folder, contracts deployed. */
export interface TestChain {
  anvil: RunningAnvil;
  rpcUrl: string;
  chainId: number;
  contracts: ChainContracts;
  client: PublicClient;
  test: TestClient<'anvil'>;
  stop(): Promise<void>;
}

export async function startTestChain(): Promise<TestChain> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-chain-'));
  const anvil = await startAnvil({ port: await findFreePort(), stateFile: path.join(dir, 'state.json') });
  try {
    const { addresses } = await deploy({
      rpcUrl: anvil.rpcUrl,
      addressesFile: path.join(dir, 'addresses.json'),
    });
    const transport = http(anvil.rpcUrl, { batch: { batchSize: 200, wait: 0 } });
    return {
      anvil,
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      contracts: parseContracts(addresses, 'deploy()', anvil.chainId),
      client: createPublicClient({ chain: foundry, transport }),
      test: createTestClient({ chain: foundry, mode: 'anvil', transport }),
      stop: async () => {
        await anvil.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * Sends a transaction from an unlocked anvil account (no signing, no estimation); returns its
 * hash. Transactions of one sender sent in parallel need explicit nonces: anvil may take a
 * batch in any order ("replacement transaction underpriced").
 */
export function send(
  chain: TestChain,
  from: Address,
  to: Address,
  data: Hex,
  gas = 300_000n,
  nonce?: number,
): Promise<Hex> {
  const tx = {
    from,
    to,
    data,
    gas: `0x${gas.toString(16)}`,
    ...(nonce === undefined ? {} : { nonce: `0x${nonce.toString(16)}` }),
  };
  return chain.client.request({
    method: 'eth_sendTransaction' as never,
    params: [tx] as never,
  }) as Promise<Hex>;
}

/** Hands out a sender's nonces in order, starting from its pending count: for parallel sends. */
export async function nonceCounter(chain: TestChain, address: Address): Promise<() => number> {
  let next = await chain.client.getTransactionCount({ address, blockTag: 'pending' });
  return () => next++;
}

/** `from` lets `spender` take any amount of a coin (an ERC-20 address); returns the hash. */
export const approveCoin = (chain: TestChain, from: Address, coin: Address, spender: Address) =>
  send(
    chain,
    from,
    coin,
    encodeFunctionData({ abi: gameCoinAbi, functionName: 'approve', args: [spender, maxUint256] }),
  );

export const approveMdv = (chain: TestChain, from: Address, spender: Address) =>
  approveCoin(chain, from, chain.contracts.coins.MDV, spender);

export const activateData = (account: number | bigint) =>
  encodeFunctionData({ abi: activationAbi, functionName: 'activate', args: [BigInt(account)] });

export const depositCoinData = (coin: Address, amount: bigint, account: number, serverId: number) =>
  encodeFunctionData({
    abi: gameVaultAbi,
    functionName: 'depositCoin',
    args: [coin, amount, BigInt(account), BigInt(serverId)],
  });

/** `from` deposits its dragon `tokenId` to the vault for game account `account` on server 1. */
export const depositDragonData = (
  chain: TestChain,
  from: Address,
  tokenId: bigint,
  account: number | bigint,
) =>
  encodeFunctionData({
    abi: dragonNftAbi,
    functionName: 'safeTransferFrom',
    args: nftDepositArgs(from, chain.contracts.contracts.gameVault, tokenId, BigInt(account), 1n),
  });

/** A signed `activate(account)` from `privateKey` with an explicit nonce: sendable again after a reorg. */
export async function signedActivation(chain: TestChain, privateKey: Hex, account: number): Promise<Hex> {
  const signer = privateKeyToAccount(privateKey);
  const nonce = await chain.client.getTransactionCount({ address: signer.address, blockTag: 'pending' });
  return signer.signTransaction({
    chainId: chain.chainId,
    type: 'eip1559',
    to: chain.contracts.contracts.activation,
    data: activateData(account),
    gas: 200_000n,
    nonce,
    maxFeePerGas: 50_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
}

/**
 * The receipt of a transaction, polled until anvil has it. (viem's waitForTransactionReceipt
 * waits for the next block after a miss, and with automine there may never be one.)
 */
export async function receiptOf(chain: TestChain, hash: Hex, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await chain.client.getTransactionReceipt({ hash }).catch(() => undefined);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const sendRaw = (chain: TestChain, raw: Hex) =>
  chain.client.request({ method: 'eth_sendRawTransaction', params: [raw] });

/** A database that also gives its PostgreSQL URL (the watcher's leader lock opens its own connection). */
export interface ChainTestDatabase {
  database: Database;
  url: string | undefined;
  close(): Promise<void>;
}

export async function openChainTestDatabase(kind: DatabaseKind): Promise<ChainTestDatabase> {
  const { database, url } = await openTestDatabaseWithUrl(kind);
  return { database, url, close: () => database.close() };
}

/** A watcher on the test chain with test-friendly defaults (override anything). */
export function testWatcher(
  chain: TestChain,
  db: ChainTestDatabase,
  options: Partial<ChainWatcherOptions> = {},
): ChainWatcher {
  return new ChainWatcher({
    chainId: chain.chainId,
    client: chain.client,
    contracts: chain.contracts,
    lock: leaderLockFor(db.database, db.url, lockKey('chain-watcher', chain.chainId)),
    confirmations: 3,
    pollMs: 20,
    blockRange: 1000,
    reorgWindow: 64,
    ...options,
  });
}

/** A chain for the test file: started before its tests, stopped after them; `keep` gets it. */
export function chainPerFile(keep: (chain: TestChain) => void): void {
  let started: TestChain | undefined;
  beforeAll(async () => {
    started = await startTestChain();
    keep(started);
  });
  afterAll(async () => {
    await started?.stop();
  });
}

/**
 * Syncs `watcher` (each pass as the leader) until its cursor is at the confirmed head
 * (`confirmations` blocks back, the head counting); fails after `tries` passes.
 */
export async function syncToConfirmedHead(watcher: ChainWatcher, confirmations: number, tries = 1000) {
  for (let i = 0; i < tries; i += 1) {
    expect(await watcher.syncOnce()).toBe(true);
    const { cursor, head } = watcher.status();
    if (cursor !== undefined && head !== undefined && cursor >= head - confirmations + 1) return;
  }
  throw new Error('the watcher did not catch up');
}
