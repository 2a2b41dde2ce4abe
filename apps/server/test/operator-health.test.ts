import { devAccounts } from '@yuanlong/chain/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOutbox, withdrawals } from '../src/db/schema.ts';
import { enqueueGameCommand } from '../src/game/outbox.ts';
import { receiptOf, send, startTestChain, type TestChain } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { makeAsset } from './support/market.ts';
import { signedInOperator } from './support/operators.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { testChainRuntime, withdrawer } from './support/withdraw.ts';

const MDS = 10n ** 18n;
const payer = devAccounts.payout.address;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('the console’s books and health on %s', (kind) => {
  let t: TestContext;
  let viewer: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestApp(kind, {
      chain: testChainRuntime(chain),
      env: { PAYOUT_PRIVATE_KEY: devAccounts.payout.privateKey },
    });
    viewer = await signedInOperator(t, 'viewer');
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: viewer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  async function withdrawal(userId: number, state: string, txHash: string | null = null) {
    await t.database.db.insert(withdrawals).values({
      userId,
      serverId: 1,
      coin: 'MDS',
      amount: MDS,
      toAddress: payer.toLowerCase(),
      chainId: chain.chainId,
      state,
      txHash,
      finishedAt: state === 'paid' ? t.clock.now() : null,
    });
  }

  it('runs the reconciliation on demand and names a balance that differs from its ledger', async () => {
    const clean = await get('/api/admin/books');
    expect(clean).toMatchObject({ ok: true, ledger_mismatches: [], game: null });
    expect(clean.coins.map((c: { coin: string }) => c.coin)).toContain('MDS');
    const mds = clean.coins.find((c: { coin: string }) => c.coin === 'MDS');
    expect(mds).toMatchObject({ frozen_unexplained: '0' });

    const player = await withdrawer(t.database, { balances: { MDS: 5n * MDS } });
    await t.database.db.execute(
      sql`update balances set available = available + 1 where user_id = ${player.userId} and coin = 'MDS'`,
    );
    const tampered = await get('/api/admin/books');
    expect(tampered.ok).toBe(false);
    expect(tampered.ledger_mismatches).toContainEqual(
      expect.objectContaining({
        user_id: player.userId,
        coin: 'MDS',
        available: String(5n * MDS + 1n),
        ledger_available: String(5n * MDS),
      }),
    );
  });

  it('shows the payout wallet’s BNB, the cost per payout, its runway at the recent rate, and the queues', async () => {
    const before = await get('/api/admin/health');
    expect(before.payouts).toMatchObject({ wallet: payer, paid_recently: 0, runway_days: null });
    expect(BigInt(before.payouts.balance_wei)).toBeGreaterThan(0n);
    // Two payouts paid this week, each a transaction of the payout wallet with its gas.
    const player = await withdrawer(t.database);
    const paid: bigint[] = [];
    for (let i = 0; i < 2; i += 1) {
      const hash = await send(chain, payer, payer, '0x', 21_000n);
      const receipt = await receiptOf(chain, hash);
      paid.push(receipt.gasUsed * receipt.effectiveGasPrice);
      await withdrawal(player.userId, 'paid', hash);
    }
    await withdrawal(player.userId, 'queued');
    await withdrawal(player.userId, 'held');
    const asset = await makeAsset(t.database, player.userId);
    const role = { user_id: player.userId, server_id: 1 };
    await enqueueGameCommand(t.database.db, { type: 'asset.release', asset_id: asset.id, role });
    const failed = await enqueueGameCommand(t.database.db, {
      type: 'asset.release',
      asset_id: asset.id,
      role,
    });
    await t.database.db.execute(sql`update ${gameOutbox} set state = 'failed' where id = ${failed}`);

    const health = await get('/api/admin/health');
    const cost = (paid[0]! + paid[1]!) / 2n;
    const balance = BigInt(health.payouts.balance_wei);
    expect(health.payouts).toMatchObject({
      paid_recently: 2,
      cost_per_payout_wei: cost.toString(),
      payouts_covered: Number(balance / cost),
      warning: false,
    });
    expect(health.payouts.runway_days).toBeCloseTo(Number(balance / cost) / (2 / 7), -1);
    expect(health.queues).toEqual({
      withdrawals_held: before.queues.withdrawals_held + 1,
      payouts_waiting: before.queues.payouts_waiting + 1,
      mails: expect.any(Number),
      game_outbox_pending: before.queues.game_outbox_pending + 1,
      game_outbox_failed: before.queues.game_outbox_failed + 1,
    });
    // Gas left for one payout at that cost while two wait: a warning; at 2 a week, a few days.
    await chain.test.setBalance({ address: payer, value: cost + 1n });
    await withdrawal(player.userId, 'queued');
    const low = (await get('/api/admin/health')).payouts;
    expect(low).toMatchObject({ payouts_covered: 1, runway_days: 3.5, warning: true });
    await chain.test.setBalance({ address: payer, value: 10_000n * 10n ** 18n });
  });
});
