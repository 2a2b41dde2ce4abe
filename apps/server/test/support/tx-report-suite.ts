import { gameCoinAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex, maxUint256, parseUnits } from 'viem';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import { balances, txReports } from '../../src/db/schema.ts';
import {
  type ChainTestDatabase,
  chainPerFile,
  receiptOf,
  send,
  syncToConfirmedHead,
  type TestChain,
  testWatcher,
} from './chain.ts';
import { closeChainApp, openChainApp } from './chain-app.ts';
import type { DatabaseKind } from './databases.ts';
import type { TestContext } from './test-app.ts';

/*
 * What `tx-report-deposits.test.ts` and `tx-report-nft.test.ts` share (one test file, split by what it covers): the app and
 * database of each database kind (and the file's chain where it has one), and the helpers. The state lives here (`export let`,
 * set by the hooks `txReportSuite` registers); each test file runs with its own copy of this module.
 */

export const CONFIRMATIONS = 3;
export const ONE = parseUnits('1', 18);
/** HFH has 8 decimals on the dev chain. */
export const SEVEN_HFH = parseUnits('7', 8);
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n). */
export const PLAYER4_DRAGON = 900_000_401n;
export const PLAYER4_DRAGON_2 = 900_000_402n;

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
export const live: ChainWatcher[] = [];

export async function settle() {
  await chain.test.mine({ blocks: CONFIRMATIONS });
  const w = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
  live.push(w);
  await syncToConfirmedHead(w, CONFIRMATIONS, 100);
}
export const report = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { language: 'EN-US', ...headers }, payload });
export const fail = async (url: string, headers: Record<string, string>, payload: object) => {
  const res = await report(url, headers, payload);
  return [res.statusCode, res.json().msg];
};
export const reportCount = async () => (await db.database.db.select().from(txReports)).length;
export const mined = async (from: Address, to: Address, data: Hex) => {
  const hash = await send(chain, from, to, data, 400_000n);
  expect((await receiptOf(chain, hash)).status).toBe('success');
  return hash;
};
export const vault = () => chain.contracts.contracts.gameVault;
export const mdvBalance = async (userId: number) =>
  (await db.database.db.select().from(balances).where(eq(balances.userId, userId))).find(
    (b) => b.coin === 'MDV',
  )?.available ?? 0n;

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function txReportSuite(kindNow: DatabaseKind): void {
  kind = kindNow;
  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
    for (const coin of ['MDV', 'HFH'] as const) {
      const approve = encodeFunctionData({
        abi: gameCoinAbi,
        functionName: 'approve',
        args: [chain.contracts.contracts.gameVault, maxUint256],
      });
      await receiptOf(
        chain,
        await send(chain, devAccounts.player1.address, chain.contracts.coins[coin], approve),
      );
    }
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await closeChainApp(chain, { db, t, base });
  });
}
