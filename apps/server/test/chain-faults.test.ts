import { devAccounts } from '@yuanlong/chain/accounts';
import type { Hex, PublicClient, Transaction } from 'viem';
import { parseEther, parseGwei } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createChainClient } from '../src/chain/client.ts';
import type { JobLogger } from '../src/chain/leader-loop.ts';
import type { PayoutWorker } from '../src/chain/payout-worker.ts';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { loadConfig } from '../src/config.ts';
import { createMailService } from '../src/mail/mail-service.ts';
import { receiptOf, sendRaw, testWatcher } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  CONFIRMATIONS,
  catchUp,
  chain,
  db,
  fileHooks,
  live,
  ONE,
  payoutSuite,
  payoutsTo,
  requested,
  row,
  walletBalance,
  watcher,
  worker,
} from './support/payout-suite.ts';
import { type RpcProxy, startRpcProxy } from './support/rpc-proxy.ts';
import { balanceOf, ledgerOf, unreconciledBoth } from './support/withdraw.ts';

/*
 * A chain that misbehaves: the RPC rate-limits, stops answering, serves a stale or lagging head
 * or another chain; a payout is stuck below the chain's fee; the payout wallet runs out of BNB.
 * The watcher and the payout worker are the product's; only the RPC in front of anvil is a fake.
 */

fileHooks();

const payer = devAccounts.payout.address;

/** A client of the chain through `proxy`, as the product builds it, with a short timeout. */
const proxied = (proxy: RpcProxy): PublicClient =>
  createChainClient({ chainId: chain.chainId, rpcUrls: [proxy.url], timeoutMs: 400 });

function proxiedWatcher(proxy: RpcProxy, options: Parameters<typeof testWatcher>[2] = {}) {
  const w = testWatcher(chain, db, { confirmations: CONFIRMATIONS, client: proxied(proxy), ...options });
  live.push(w);
  return w;
}

/** What `/api/ready` answers with these jobs' states (always 200: the chain never makes it unready). */
async function ready(jobs: { watcher?: ChainWatcher; payouts?: PayoutWorker }) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const mail = createMailService(config, db.database.db, () => new Date());
  const app = await buildApp({
    config,
    database: db.database,
    mail,
    watcherStatus: () => jobs.watcher?.status(),
    payoutStatus: () => jobs.payouts?.status(),
  });
  try {
    const res = await app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  } finally {
    await app.close();
  }
}

/** A logger that keeps what was logged at warn and error. */
function recordingLogger() {
  const lines: { level: 'warn' | 'error'; msg: string; obj: object }[] = [];
  const logger: JobLogger = {
    debug() {},
    info() {},
    warn: (obj, msg) => lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => lines.push({ level: 'error', msg, obj }),
  };
  return { logger, lines };
}

const payerNonce = () => chain.client.getTransactionCount({ address: payer, blockTag: 'pending' });

/** The withdrawal is paid exactly once: one CoinPaidOut, the wallet and the books exact. */
async function paidOnce(user: Awaited<ReturnType<typeof requested>>, coin: 'MDS' | 'BNB', amount: bigint) {
  expect(await row(user.id)).toMatchObject({ state: 'paid' });
  expect(await payoutsTo(user.wallet)).toBe(1);
  expect(await walletBalance(coin, user.wallet)).toBe(amount);
  expect((await ledgerOf(db.database, user.userId, coin)).map((e) => e.reason)).toEqual([
    'demo_grant',
    'withdraw_frozen',
    'withdraw_paid',
  ]);
  expect(await unreconciledBoth(db.database)).toEqual([]);
}

describe.each(databaseKinds)('a chain that misbehaves, on %s', (kind) => {
  payoutSuite(kind);
  let proxy: RpcProxy;
  beforeEach(async () => {
    proxy = await startRpcProxy(chain.rpcUrl);
  });
  afterEach(async () => {
    await proxy.close();
  });

  it('rate limited (429): passes fail and are reported, nothing is lost, then the payout is paid once', async () => {
    const user = await requested('MDS', 10n * ONE, 30n * ONE);
    const w = proxiedWatcher(proxy);
    const payouts = worker({ client: proxied(proxy) });

    // One 429 is retried by the transport; a pass goes through.
    proxy.rateLimit(1);
    expect(await w.syncOnce()).toBe(true);
    expect(proxy.limited).toBe(1);

    // A long Retry-After is waited at most 5 s, then the pass fails and says why.
    proxy.rateLimit(1_000, '3600');
    const started = Date.now();
    await expect(payouts.syncOnce()).rejects.toThrow(/429/);
    expect(Date.now() - started).toBeLessThan(8_000);
    proxy.rateLimit(1_000);
    await expect(w.syncOnce()).rejects.toThrow(/429/);
    const limited = await ready({ watcher: w, payouts });
    expect(limited.chain.last_error).toMatch(/429/);
    expect(limited.payouts).toMatchObject({
      payer_lacks_gas: false,
      last_error: expect.stringMatching(/429/),
    });
    expect(await row(user.id)).toMatchObject({ state: 'queued', txHash: null });

    proxy.rateLimit(0);
    expect(await payouts.syncOnce()).toBe(true);
    expect((await receiptOf(chain, (await row(user.id)).txHash as Hex)).status).toBe('success');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    proxy.rateLimit(3);
    await expect(w.syncOnce()).rejects.toThrow();
    proxy.rateLimit(0);
    await catchUp(w);
    await payouts.syncOnce();
    expect((await ready({ watcher: w, payouts })).payouts.last_error).toBeNull();
    await paidOnce(user, 'MDS', 10n * ONE);
  });

  it('an RPC that stops answering: calls time out, the passes fail, and all resumes when it answers', async () => {
    const user = await requested('BNB', ONE / 10n, ONE);
    const w = proxiedWatcher(proxy);
    const payouts = worker({ client: proxied(proxy) });
    proxy.stall();
    const started = Date.now();
    await expect(payouts.syncOnce()).rejects.toThrow(/took too long/);
    await expect(w.syncOnce()).rejects.toThrow(/took too long/);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect((await ready({ watcher: w, payouts })).chain.last_error).toMatch(/took too long/);
    expect(await row(user.id)).toMatchObject({ state: 'queued', txHash: null });

    proxy.release();
    expect(await payouts.syncOnce()).toBe(true);
    await receiptOf(chain, (await row(user.id)).txHash as Hex);
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    await paidOnce(user, 'BNB', ONE / 10n);
  });

  it('a head that stops moving is reported stale; a head behind the applied blocks undoes nothing', async () => {
    const user = await requested('MDS', 10n * ONE, 10n * ONE);
    const w = proxiedWatcher(proxy, { staleHeadMs: 200 });
    await catchUp(w);
    const frozen = Number(await chain.client.getBlockNumber());
    proxy.freezeHead(frozen);
    await worker().syncOnce();
    await chain.test.mine({ blocks: CONFIRMATIONS });
    expect(await w.syncOnce()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await w.syncOnce()).toBe(true);
    expect(w.status()).toMatchObject({ head: frozen, headStale: true, lastError: undefined });
    expect((await ready({ watcher: w })).chain).toMatchObject({ head: frozen, head_stale: true });
    expect(await row(user.id)).toMatchObject({ state: 'sent' });

    proxy.unfreeze();
    await catchUp(w);
    expect(w.status().headStale).toBe(false);
    await paidOnce(user, 'MDS', 10n * ONE);

    // A lagging node does not show the applied blocks: not a reorg, nothing undone.
    const cursor = w.status().cursor!;
    proxy.freezeHead(cursor - 2);
    await expect(w.syncOnce()).rejects.toThrow(/behind block/);
    expect((await ready({ watcher: w })).chain.last_error).toMatch(/behind block/);
    proxy.unfreeze();
    await catchUp(w);
    await paidOnce(user, 'MDS', 10n * ONE);
  });

  it('another chain id: the watcher and the payout worker refuse it, log an error and report it', async () => {
    const user = await requested('MDS', 10n * ONE, 10n * ONE);
    proxy.serveChainId(56);
    const watcherLog = recordingLogger();
    const payoutLog = recordingLogger();
    const w = proxiedWatcher(proxy, { logger: watcherLog.logger, pollMs: 20 });
    const payouts = worker({ client: proxied(proxy), logger: payoutLog.logger });
    const nonceBefore = await payerNonce();
    const refused = /the RPC serves chain 56, but CHAIN_ID is 31337/;
    await expect(w.syncOnce()).rejects.toThrow(refused);
    await expect(payouts.syncOnce()).rejects.toThrow(refused);
    // Running, each logs the refusal as an error.
    w.start();
    payouts.start();
    await expect
      .poll(() => watcherLog.lines.some((l) => l.level === 'error'), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => payoutLog.lines.some((l) => l.level === 'error'), { timeout: 10_000 }).toBe(true);
    const report = await ready({ watcher: w, payouts });
    expect(report.chain.last_error).toMatch(refused);
    expect(report.payouts.last_error).toMatch(refused);
    expect(await row(user.id)).toMatchObject({ state: 'queued', txHash: null, voucherNonce: null });
    expect(await payerNonce()).toBe(nonceBefore);

    proxy.serveChainId(undefined);
    await expect.poll(async () => (await row(user.id)).state, { timeout: 20_000 }).toBe('sent');
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await expect.poll(async () => (await row(user.id)).state, { timeout: 20_000 }).toBe('paid');
    await paidOnce(user, 'MDS', 10n * ONE);
  });

  /**
   * Sends the payout with automine off, then the chain's fee rises above what it offers (the next
   * block's base fee four times its max fee): it stays pending.
   */
  async function stuckPayout(payouts: PayoutWorker, id: number) {
    await chain.test.setAutomine(false);
    expect(await payouts.syncOnce()).toBe(true);
    const first = (await row(id)).txHash as Hex;
    const sent = await chain.client.getTransaction({ hash: first });
    await chain.test.setNextBlockBaseFeePerGas({ baseFeePerGas: sent.maxFeePerGas! * 4n });
    expect(sent.blockNumber).toBeNull();
    return sent;
  }

  it('a stuck payout is replaced under the same nonce with a higher fee and paid once', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('MDS', 10n * ONE, 10n * ONE);
    const minedBefore = await chain.client.getTransactionCount({ address: payer });
    const capped = worker({ stuckAfterMs: 0, maxFeePerGas: parseGwei('1') });
    const first = await stuckPayout(capped, user.id);

    // At the fee cap it waits and reports the payout.
    await capped.syncOnce();
    expect(await row(user.id)).toMatchObject({ txHash: first.hash, replacedTxHashes: [] });
    expect(capped.status().lastError).toMatch(/fee cap/);
    expect((await ready({ payouts: capped })).payouts.last_error).toMatch(/fee cap/);
    await capped.stop();

    const payouts = worker({ stuckAfterMs: 0 });
    await payouts.syncOnce();
    const replaced = await row(user.id);
    expect(replaced.txHash).not.toBe(first.hash);
    expect(replaced.replacedTxHashes).toEqual([first.hash]);
    const second = await chain.client.getTransaction({ hash: replaced.txHash as Hex });
    expect(second.nonce).toBe(first.nonce);
    expect(second.maxFeePerGas! > first.maxFeePerGas!).toBe(true);
    expect(payouts.status().lastError).toBeUndefined();

    await chain.test.mine({ blocks: 1 });
    await chain.test.setAutomine(true);
    expect((await receiptOf(chain, second.hash)).status).toBe('success');
    await expect(chain.client.getTransactionReceipt({ hash: first.hash })).rejects.toThrow();
    await payouts.syncOnce();
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'paid', txHash: second.hash });
    expect(await chain.client.getTransactionCount({ address: payer })).toBe(minedBefore + 1);
    await paidOnce(user, 'MDS', 10n * ONE);
  });

  it('when the replaced payout is mined after all, it is recognised as the paying one and nothing is paid twice', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('BNB', ONE / 5n, ONE);
    const payouts = worker({ stuckAfterMs: 0 });
    const first = await stuckPayout(payouts, user.id);
    await payouts.syncOnce();
    const second = (await row(user.id)).txHash as Hex;
    expect(second).not.toBe(first.hash);

    // The replacement never spreads; the first comes back (another node kept it) with a lower base fee.
    await chain.test.dropTransaction({ hash: second });
    await chain.test.setNextBlockBaseFeePerGas({ baseFeePerGas: 1n });
    await sendRaw(chain, await resigned(first));
    await chain.test.mine({ blocks: 1 });
    await chain.test.setAutomine(true);
    expect((await receiptOf(chain, first.hash)).status).toBe('success');

    await payouts.syncOnce();
    expect(await row(user.id)).toMatchObject({
      state: 'sent',
      txHash: first.hash,
      replacedTxHashes: [second],
    });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await payouts.syncOnce();
    await catchUp(w);
    expect(await row(user.id)).toMatchObject({ state: 'paid', txHash: first.hash });
    await paidOnce(user, 'BNB', ONE / 5n);
    expect(await balanceOf(db.database, user.userId, 'BNB')).toEqual({
      available: ONE - ONE / 5n,
      frozen: 0n,
    });
  });

  it('a payout wallet without BNB: payouts wait, an error is logged and reported, and they resume when funded', async () => {
    const w = watcher();
    await catchUp(w);
    const user = await requested('MDS', 10n * ONE, 10n * ONE);
    const funded = await chain.client.getBalance({ address: payer });
    await chain.test.setBalance({ address: payer, value: 0n });
    const log = recordingLogger();
    const payouts = worker({ logger: log.logger });
    try {
      await expect(payouts.syncOnce()).rejects.toThrow(/cannot pay a payout's gas \(balance 0 BNB\)/);
      expect(await row(user.id)).toMatchObject({ state: 'queued', txHash: null });
      expect(payouts.status()).toMatchObject({ payerLacksGas: true });
      expect((await ready({ watcher: w, payouts })).payouts).toEqual({
        leader: true,
        payer,
        payer_lacks_gas: true,
        last_error: expect.stringContaining(`the payout wallet ${payer} cannot pay`),
      });
      payouts.start();
      await expect
        .poll(() => log.lines.some((l) => l.level === 'error' && /pass failed/.test(l.msg)), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await row(user.id)).toMatchObject({ state: 'queued', txHash: null });
    } finally {
      await chain.test.setBalance({ address: payer, value: funded });
    }
    // Funded again: the next pass (after the back-off) pays it.
    await expect.poll(async () => (await row(user.id)).state, { timeout: 20_000 }).toBe('sent');
    expect(payouts.status()).toMatchObject({ payerLacksGas: false, lastError: undefined });
    await chain.test.mine({ blocks: CONFIRMATIONS });
    await catchUp(w);
    await paidOnce(user, 'MDS', 10n * ONE);
    expect(await chain.client.getBalance({ address: payer })).toBeLessThan(funded);
    expect(funded).toBeGreaterThan(parseEther('1'));
  });
});

/** The very same signed transaction again (signatures are deterministic): for a node that lost it. */
function resigned(tx: Transaction): Promise<Hex> {
  return privateKeyToAccount(devAccounts.payout.privateKey).signTransaction({
    chainId: chain.chainId,
    type: 'eip1559',
    to: tx.to!,
    data: tx.input,
    value: tx.value,
    gas: tx.gas,
    nonce: tx.nonce,
    maxFeePerGas: tx.maxFeePerGas!,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas!,
  });
}
