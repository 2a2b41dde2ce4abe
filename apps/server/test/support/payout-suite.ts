import { gameCoinAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { withdrawalsSchema } from '@yuanlong/shared/withdraw';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { PayoutWorkerOptions } from '../../src/chain/payout-worker.ts';
import { activities, withdrawals } from '../../src/db/schema.ts';
import { CONFIRMATIONS, chain, chainAppHooks, db, live, t } from './chain-app-suite.ts';
import type { DatabaseKind } from './databases.ts';
import { FUND_PASSWORD } from './market.ts';
import { testPayoutWorker } from './payout.ts';
import { withdrawer } from './withdraw.ts';

export { base, CONFIRMATIONS, catchUp, chain, db, fileHooks, live, t, watcher } from './chain-app-suite.ts';

/*
 * What `withdraw-payout.test.ts` and `withdraw-recovery.test.ts` share (one test file, split by what it covers): the chain, the app on a fresh
 * database of each database kind and their hooks (chain-app-suite.ts, re-exported here), and the helpers. Test files of one
 * worker share these modules (isolate: false), one file after another; each file's hooks set them.
 */

export const ONE = 10n ** 18n;

export const worker = (options: Partial<PayoutWorkerOptions> = {}) => {
  const w = testPayoutWorker(chain, db, CONFIRMATIONS, options);
  live.push(w);
  return w;
};

/** A user with a fresh wallet (nothing on chain) and game balances; asks to withdraw. */
export async function requested(coin: 'MDS' | 'BNB', amount: bigint, balance: bigint) {
  const wallet = privateKeyToAccount(generatePrivateKey()).address;
  const user = await withdrawer(t.database, { address: wallet, balances: { [coin]: balance } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/withdraw',
    headers: { language: 'EN-US', ...user.headers },
    payload: { coin, amount: amount.toString(), pay_password: FUND_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { ...user, wallet, id: res.json().data.id as number };
}

export const walletBalance = (coin: 'MDS' | 'BNB', address: Address) =>
  coin === 'BNB'
    ? chain.client.getBalance({ address })
    : chain.client.readContract({
        address: chain.contracts.coins.MDS,
        abi: gameCoinAbi,
        functionName: 'balanceOf',
        args: [address],
      });
export const row = async (id: number) =>
  (await db.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
export const listed = async (headers: Record<string, string>) =>
  withdrawalsSchema.parse((await t.app.inject({ url: '/api/user/withdrawals', headers })).json().data)
    .items[0]!;
export const feed = async (userId: number) =>
  (await db.database.db.select().from(activities).where(eq(activities.userId, userId)))
    .map((a) => a.type)
    .sort((a, b) => a - b);

/** Successful CoinPaidOut events for a wallet on the whole chain. */
export async function payoutsTo(to: Address) {
  const logs = await chain.client.getContractEvents({
    address: chain.contracts.contracts.gameVault,
    abi: gameVaultAbi,
    eventName: 'CoinPaidOut',
    args: { to },
    fromBlock: 0n,
  });
  return logs.length;
}

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function payoutSuite(kind: DatabaseKind): void {
  chainAppHooks(kind, { afterEachTest: () => chain.test.setAutomine(true) });
}
