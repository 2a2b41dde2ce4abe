import { gameVaultAbi } from '@yuanlong/chain/abis';
import { devAccounts } from '@yuanlong/chain/accounts';
import { payoutArgs, signPayout } from '@yuanlong/chain/vouchers';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { encodeFunctionData, type Hex, parseEventLogs } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { receiptOf, send } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  CONFIRMATIONS,
  catchUp,
  chain,
  db,
  feed,
  fileHooks,
  ONE,
  payoutSuite,
  payoutsTo,
  requested,
  row,
  walletBalance,
  watcher,
  worker,
} from './support/payout-suite.ts';
import { balanceOf, ledgerOf, unreconciledBoth } from './support/withdraw.ts';

fileHooks();

describe.each(databaseKinds)('withdrawals paid on chain on %s', (kind) => {
  payoutSuite(kind);

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
      args: payoutArgs(voucher, signature),
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
});
