import { gameVaultAbi } from '@yuanlong/chain/abis';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { fixVoucher } from '../src/modules/withdraw/store.ts';
import { receiptOf } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  CONFIRMATIONS,
  catchUp,
  chain,
  db,
  feed,
  fileHooks,
  listed,
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
    // The worker sends the revocation without waiting for it to be mined.
    await expect.poll(used, { timeout: 10_000 }).toBe(true);
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
