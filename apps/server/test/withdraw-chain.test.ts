import { gameCoinAbi, gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { signPayout } from '@yuanlong/chain/vouchers';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { withdrawalsSchema } from '@yuanlong/shared/withdraw';
import { eq } from 'drizzle-orm';
import { type Address, encodeFunctionData, type Hex, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutWorkerOptions } from '../src/chain/payout-worker.ts';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { activities, withdrawals } from '../src/db/schema.ts';
import { fixVoucher } from '../src/modules/withdraw/store.ts';
import {
  type ChainTestDatabase,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { closeChainApp, openChainApp } from './support/chain-app.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD } from './support/market.ts';
import { testPayoutWorker } from './support/payout.ts';
import type { TestContext } from './support/test-app.ts';
import { balanceOf, ledgerOf, unreconciledBoth, withdrawer } from './support/withdraw.ts';

const CONFIRMATIONS = 3;
const ONE = 10n ** 18n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('withdrawals paid on chain on %s', (kind) => {
  let db: ChainTestDatabase;
  let t: TestContext;
  let base: Hex;
  const live: { stop(): Promise<void> }[] = [];

  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((x) => x.stop()));
    await chain.test.setAutomine(true);
  });
  afterAll(async () => {
    await closeChainApp(chain, { db, t, base });
  });

  const watcher = () => {
    const w = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
    live.push(w);
    return w;
  };
  const worker = (options: Partial<PayoutWorkerOptions> = {}) => {
    const w = testPayoutWorker(chain, db, CONFIRMATIONS, options);
    live.push(w);
    return w;
  };

  async function catchUp(w: ChainWatcher) {
    for (let i = 0; i < 100; i += 1) {
      expect(await w.syncOnce()).toBe(true);
      const { cursor, head } = w.status();
      if (cursor !== undefined && head !== undefined && cursor >= head - CONFIRMATIONS + 1) return;
    }
    throw new Error('the watcher did not catch up');
  }

  /** A user with a fresh wallet (nothing on chain) and game balances; asks to withdraw. */
  async function requested(coin: 'MDS' | 'BNB', amount: bigint, balance: bigint) {
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

  const walletBalance = (coin: 'MDS' | 'BNB', address: Address) =>
    coin === 'BNB'
      ? chain.client.getBalance({ address })
      : chain.client.readContract({
          address: chain.contracts.coins.MDS,
          abi: gameCoinAbi,
          functionName: 'balanceOf',
          args: [address],
        });
  const row = async (id: number) =>
    (await db.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
  const listed = async (headers: Record<string, string>) =>
    withdrawalsSchema.parse((await t.app.inject({ url: '/api/user/withdrawals', headers })).json().data)
      .items[0]!;
  const feed = async (userId: number) =>
    (await db.database.db.select().from(activities).where(eq(activities.userId, userId)))
      .map((a) => a.type)
      .sort((a, b) => a - b);

  /** Successful CoinPaidOut events for a wallet on the whole chain. */
  async function payoutsTo(to: Address) {
    const logs = await chain.client.getContractEvents({
      address: chain.contracts.contracts.gameVault,
      abi: gameVaultAbi,
      eventName: 'CoinPaidOut',
      args: { to },
      fromBlock: 0n,
    });
    return logs.length;
  }

  it('pays a queued withdrawal once: worker sends, watcher confirms, balances and the wallet exact', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('MDS', 12n * ONE, 40n * ONE);
    expect(await listed(user.headers)).toMatchObject({ state: 'queued', confirmations: 0, required: 3 });

    const payouts = worker();
    expect(await payouts.syncOnce()).toBe(true);
    const sent = await row(user.id);
    expect(sent).toMatchObject({ state: 'sent', voucherNonce: expect.any(Number) });
    expect((await receiptOf(chain, sent.txHash as Hex)).status).toBe('success');
    expect(await listed(user.headers)).toMatchObject({
      state: 'sent',
      tx_hash: sent.txHash,
      confirmations: 1,
    });
    // A second pass sends nothing more.
    await payouts.syncOnce();
    expect((await row(user.id)).txHash).toBe(sent.txHash);

    await chain.test.mine({ blocks: CONFIRMATIONS - 1 });
    await catchUp(w);
    const paid = await row(user.id);
    expect(paid).toMatchObject({ state: 'paid', txHash: sent.txHash, finishedAt: expect.any(Date) });
    expect(await listed(user.headers)).toMatchObject({ state: 'paid', confirmations: 3 });
    expect(await walletBalance('MDS', user.wallet)).toBe(12n * ONE);
    expect(await balanceOf(db.database, user.userId, 'MDS')).toEqual({ available: 28n * ONE, frozen: 0n });
    expect(
      (await ledgerOf(db.database, user.userId, 'MDS')).map((e) => [e.reason, e.available, e.frozen]),
    ).toEqual([
      ['demo_grant', (40n * ONE).toString(), '0'],
      ['withdraw_frozen', (-12n * ONE).toString(), (12n * ONE).toString()],
      ['withdraw_paid', '0', (-12n * ONE).toString()],
    ]);
    expect(await feed(user.userId)).toEqual([
      ACTIVITY_TYPES.coinWithdrawRequested.code,
      ACTIVITY_TYPES.coinWithdrawn.code,
    ]);
    await payouts.syncOnce();
    expect(await payoutsTo(user.wallet)).toBe(1);
    expect(await unreconciledBoth(db.database)).toEqual([]);
  });

  it('pays exactly once when the worker dies after sending and a new one sends the same voucher again', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('BNB', ONE / 10n, ONE);
    await chain.test.setAutomine(false);
    const sentHashes: Hex[] = [];
    const crashing = worker({
      hooks: {
        afterSend: (_id, hash) => {
          sentHashes.push(hash);
          throw new Error('crash between sending and storing');
        },
      },
    });
    await crashing.syncOnce();
    await crashing.stop();
    const after = await row(user.id);
    expect(after).toMatchObject({ state: 'queued', txHash: null, voucherNonce: expect.any(Number) });
    expect(sentHashes).toHaveLength(1);

    // Still pending: a new worker derives the very same voucher (same nonce, same signature)...
    const restarted = worker();
    const original = await chain.client.getTransaction({ hash: sentHashes[0]! });
    const voucher = restarted.voucherOf(after as never);
    const signature = await signPayout(
      privateKeyToAccount(devAccounts.signer.privateKey),
      { chainId: chain.chainId, verifyingContract: chain.contracts.contracts.gameVault },
      voucher,
    );
    const replay = encodeFunctionData({
      abi: gameVaultAbi,
      functionName: 'payout',
      args: [
        voucher.coin,
        voucher.amount,
        voucher.to,
        voucher.account,
        voucher.nonce,
        voucher.deadline,
        signature,
      ],
    });
    expect(replay).toBe(original.input);
    // ...and does not send it while the first is pending (the node refuses it: nonce used).
    const pendingBefore = await chain.client.getTransactionCount({
      address: devAccounts.payout.address,
      blockTag: 'pending',
    });
    await restarted.syncOnce();
    expect(await row(user.id)).toMatchObject({ state: 'queued' });
    expect(
      await chain.client.getTransactionCount({ address: devAccounts.payout.address, blockTag: 'pending' }),
    ).toBe(pendingBefore);
    // Even a resend that got through (no gas estimate) cannot pay twice: the vault uses the nonce once.
    const resent = await send(chain, devAccounts.payout.address, chain.contracts.contracts.gameVault, replay);
    await chain.test.mine({ blocks: 1 });
    await chain.test.setAutomine(true);
    const receipts = await Promise.all([receiptOf(chain, sentHashes[0]!), receiptOf(chain, resent)]);
    expect(receipts.map((r) => r.status)).toEqual(['success', 'reverted']);
    const paidBy = receipts[0]!;
    expect(parseEventLogs({ abi: gameVaultAbi, eventName: 'CoinPaidOut', logs: paidBy.logs })).toHaveLength(
      1,
    );

    // The new worker finds the payout on chain and records it; the watcher finishes it.
    await restarted.syncOnce();
    expect(await row(user.id)).toMatchObject({ state: 'sent', txHash: paidBy.transactionHash });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await restarted.syncOnce();
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'paid', txHash: paidBy.transactionHash });
    expect(await walletBalance('BNB', user.wallet)).toBe(ONE / 10n);
    expect(await balanceOf(db.database, user.userId, 'BNB')).toEqual({
      available: ONE - ONE / 10n,
      frozen: 0n,
    });
    expect(await unreconciledBoth(db.database)).toEqual([]);
  });

  it('after a crash once the payout is mined, a new worker finds it on chain and sends nothing', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('MDS', 10n * ONE, 10n * ONE);
    const crashing = worker({
      hooks: {
        afterSend: () => {
          throw new Error('crash between sending and storing');
        },
      },
    });
    await crashing.syncOnce();
    await crashing.stop();
    expect(await row(user.id)).toMatchObject({ state: 'queued', txHash: null });
    const payerNonce = await chain.client.getTransactionCount({ address: devAccounts.payout.address });

    const restarted = worker();
    await restarted.syncOnce();
    const found = await row(user.id);
    expect(found.state).toBe('sent');
    expect((await receiptOf(chain, found.txHash as Hex)).status).toBe('success');
    expect(await chain.client.getTransactionCount({ address: devAccounts.payout.address })).toBe(payerNonce);
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'paid' });
    expect(await walletBalance('MDS', user.wallet)).toBe(10n * ONE);
    expect(await payoutsTo(user.wallet)).toBe(1);
  });

  it('undoes a confirmed payout a reorg drops (sent again, frozen again), and pays it once when sent again', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('MDS', 20n * ONE, 25n * ONE);
    const fork = await chain.test.snapshot();
    const payouts = worker();
    await payouts.syncOnce();
    const first = await row(user.id);
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'paid' });
    expect(await feed(user.userId)).toContain(ACTIVITY_TYPES.coinWithdrawn.code);

    // The payout's block is dropped; the chain grows past it without it.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 2 });
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'sent', finishedAt: null, txHash: first.txHash });
    expect(await balanceOf(db.database, user.userId, 'MDS')).toEqual({
      available: 5n * ONE,
      frozen: 20n * ONE,
    });
    expect(await feed(user.userId)).toEqual([ACTIVITY_TYPES.coinWithdrawRequested.code]);
    expect(await walletBalance('MDS', user.wallet)).toBe(0n);

    // The worker sees its transaction gone and sends the same voucher again.
    await payouts.syncOnce();
    const again = await row(user.id);
    expect(again.voucherNonce).toBe(first.voucherNonce);
    expect((await receiptOf(chain, again.txHash as Hex)).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'paid', txHash: again.txHash });
    expect(await walletBalance('MDS', user.wallet)).toBe(20n * ONE);
    expect(await balanceOf(db.database, user.userId, 'MDS')).toEqual({ available: 5n * ONE, frozen: 0n });
    expect((await ledgerOf(db.database, user.userId, 'MDS')).map((e) => e.reason)).toEqual([
      'demo_grant',
      'withdraw_frozen',
      'withdraw_paid',
      'withdraw_paid_reverted',
      'withdraw_paid',
    ]);
    expect(await unreconciledBoth(db.database)).toEqual([]);
  });

  it('revokes a voucher past its deadline unused, then fails the withdrawal and returns the amount', async () => {
    const user = await requested('MDS', 10n * ONE, 30n * ONE);
    // Its voucher was fixed long ago and is past its deadline now.
    await fixVoucher(db.database.db, await row(user.id), new Date(Date.now() - 3_600_000));
    const payouts = worker();
    await payouts.syncOnce();
    const nonce = BigInt((await row(user.id)).voucherNonce!);
    const used = () =>
      chain.client.readContract({
        address: chain.contracts.contracts.gameVault,
        abi: gameVaultAbi,
        functionName: 'isNonceUsed',
        args: [nonce],
      });
    expect(await used()).toBe(true);
    expect(await row(user.id)).toMatchObject({ state: 'queued' });
    // Failed only once the revocation has its confirmations.
    await payouts.syncOnce();
    expect((await row(user.id)).state).toBe('queued');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await payouts.syncOnce();
    expect(await row(user.id)).toMatchObject({ state: 'failed', finishedAt: expect.any(Date) });
    expect(await balanceOf(db.database, user.userId, 'MDS')).toEqual({ available: 30n * ONE, frozen: 0n });
    expect((await ledgerOf(db.database, user.userId, 'MDS')).map((e) => e.reason)).toEqual([
      'demo_grant',
      'withdraw_frozen',
      'withdraw_failed',
    ]);
    expect(await feed(user.userId)).toEqual([
      ACTIVITY_TYPES.coinWithdrawRequested.code,
      ACTIVITY_TYPES.coinWithdrawFailed.code,
    ]);
    expect(await walletBalance('MDS', user.wallet)).toBe(0n);
    expect(await payoutsTo(user.wallet)).toBe(0);
    expect(await unreconciledBoth(db.database)).toEqual([]);
  });
});
