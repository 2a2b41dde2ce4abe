import { dragonNftAbi, nft111Abi } from '@yuanlong/chain/abis';
import { type DevAccount, devAccounts } from '@yuanlong/chain/accounts';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex, parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import { assets, auctionReports } from '../../src/db/schema.ts';
import {
  type ChainTestDatabase,
  chainPerFile,
  receiptOf,
  syncToConfirmedHead,
  type TestChain,
  testWatcher,
} from './chain.ts';
import { closeChainApp, openChainApp } from './chain-app.ts';
import type { DatabaseKind } from './databases.ts';
import { post } from './market.ts';
import type { TestContext } from './test-app.ts';
import { withdrawer } from './withdraw.ts';

/*
 * The set-up of `auction-report.test.ts` (its tests build on each other: one story of listings,
 * bids and cancels): the chain, the app and database of each database kind, and the helpers.
 * The state lives here (`export let`, set by the hooks `auctionReportSuite` registers).
 */

export const CONFIRMATIONS = 3;
export const TIMEOUT = 600;
/** Demo dragons deploy() mints to player 1 (DEMO_ID_BASE + 100 + n). */
export const DRAGONS = [900_000_101n, 900_000_102n];

export let chain: TestChain;

/** The test file's own chain: started before its tests, stopped after them. */
export function fileHooks(): void {
  chainPerFile((started) => {
    chain = started;
  });
}

let kind: DatabaseKind;

export let db: ChainTestDatabase;
export let t: TestContext;
export let base: Hex;
export let watcher: ChainWatcher;
export const headersOf: Record<string, Record<string, string>> = {};
export const userOf: Record<string, number> = {};
export const [seller, bidder, stranger] = [devAccounts.player1, devAccounts.player2, devAccounts.player3];

export async function catchUp() {
  await chain.test.mine({ blocks: CONFIRMATIONS });
  await syncToConfirmedHead(watcher, CONFIRMATIONS, 100);
}
export async function sendOk(from: DevAccount, to: Address, data: Hex, value = 0n) {
  const hash = (await chain.client.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from: from.address, to, data, gas: '0x7a120', value: `0x${value.toString(16)}` }] as never,
  })) as Hex;
  expect((await receiptOf(chain, hash)).status).toBe('success');
  return hash;
}
export const nft111 = () => chain.contracts.contracts.nft111;
export const dragonNft = () => chain.contracts.contracts.dragonNft;
export async function list(tokenId: bigint) {
  const approve = await sendOk(
    seller,
    dragonNft(),
    encodeFunctionData({ abi: dragonNftAbi, functionName: 'approve', args: [nft111(), tokenId] }),
  );
  const create = await sendOk(
    seller,
    nft111(),
    encodeFunctionData({
      abi: nft111Abi,
      functionName: 'createAuction',
      args: [dragonNft(), tokenId, zeroAddress, parseEther('1'), BigInt(TIMEOUT)],
    }),
  );
  const id = await chain.client.readContract({
    address: nft111(),
    abi: nft111Abi,
    functionName: 'lastAuctionId',
  });
  return { approve, create, id: Number(id) };
}
export const report = (who: DevAccount, url: string, txHash: string, language = 'EN-US') =>
  post(t, url, { ...headersOf[who.address]!, language }, { tx_hash: txHash });
export const assetRow = async (id: number) =>
  (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]!;
export const reportCount = async () => (await t.database.db.select().from(auctionReports)).length;

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function auctionReportSuite(kindNow: DatabaseKind): void {
  kind = kindNow;
  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
    for (const player of [seller, bidder, stranger]) {
      const user = await withdrawer(t.database, { address: player.address });
      headersOf[player.address] = user.headers;
      userOf[player.address] = user.userId;
    }
    watcher = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
  });
  afterAll(async () => {
    await watcher?.stop();
    await closeChainApp(chain, { db, t, base });
  });
}
