import { gameCoinAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex, maxUint256, parseUnits } from 'viem';
import { expect } from 'vitest';
import { balances, txReports } from '../../src/db/schema.ts';
import { receiptOf, send } from './chain.ts';
import { CONFIRMATIONS, catchUp, chain, chainAppHooks, db, t, watcher } from './chain-app-suite.ts';
import type { DatabaseKind } from './databases.ts';

export { base, CONFIRMATIONS, chain, db, fileHooks, live, t } from './chain-app-suite.ts';

/*
 * What `tx-report-deposits.test.ts` and `tx-report-nft.test.ts` share (one test file, split by what it covers): the chain, the app on a fresh
 * database of each database kind and their hooks (chain-app-suite.ts, re-exported here), and the helpers. Test files of one
 * worker share these modules (isolate: false), one file after another; each file's hooks set them.
 */

export const ONE = parseUnits('1', 18);
/** HFH has 8 decimals on the dev chain. */
export const SEVEN_HFH = parseUnits('7', 8);
/** Demo tokens deploy() mints (DEMO_ID_BASE + player × 100 + n). */
export const PLAYER4_DRAGON = 900_000_401n;
export const PLAYER4_DRAGON_2 = 900_000_402n;

export async function settle() {
  await chain.test.mine({ blocks: CONFIRMATIONS });
  await catchUp(watcher());
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
export function txReportSuite(kind: DatabaseKind): void {
  chainAppHooks(kind, { ready: approveCoins });
}

/** Player 1 lets the vault take its MDV and HFH (the deposits' allowance). */
async function approveCoins() {
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
}
