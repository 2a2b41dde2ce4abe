import { devAccounts } from '@yuanlong/chain/accounts';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import { withdrawals } from '../src/db/schema.ts';
import {
  activateData,
  approveMdv,
  receiptOf,
  send,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { type ChainApp, closeChainApp, openChainApp } from './support/chain-app.ts';
import { databaseKinds } from './support/databases.ts';
import { type EventStreamClient, openEventStream } from './support/event-stream.ts';
import { FUND_PASSWORD } from './support/market.ts';
import { testPayoutWorker } from './support/payout.ts';
import { signedInUser } from './support/test-app.ts';
import { withdrawer } from './support/withdraw.ts';

const CONFIRMATIONS = 3;
const ONE = 10n ** 18n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)(
  'chain_wait progress of payouts and activations on GET /api/events on %s',
  (kind) => {
    let app: ChainApp;
    let base: string;
    const live: { stop(): Promise<void> }[] = [];
    const streams: EventStreamClient[] = [];

    beforeAll(async () => {
      app = await openChainApp(chain, kind, CONFIRMATIONS);
      base = await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterEach(async () => {
      await Promise.all(live.splice(0).map((x) => x.stop()));
      await Promise.all(streams.splice(0).map((s) => s.close()));
      await chain.test.setAutomine(true);
    });
    afterAll(async () => {
      await closeChainApp(chain, app ?? {});
    });

    /** A caught-up watcher: each later syncOnce tells the waits the new head's confirmations. */
    async function watcher(): Promise<ChainWatcher> {
      const w = testWatcher(chain, app.db, { confirmations: CONFIRMATIONS });
      live.push(w);
      expect(await w.syncOnce()).toBe(true);
      return w;
    }
    async function streamOf(headers: Record<string, string>) {
      const s = await openEventStream(`${base}/api/events`, headers);
      streams.push(s);
      expect((await s.waitFor((e) => e.topic === 'ready')).data).toEqual({ signed_in: true });
      return s;
    }
    const waitsOf = (s: EventStreamClient) => s.messages.filter((e) => e.topic === 'chain_wait');
    /** The activity event that says the wait is over (the watcher applied the transaction). */
    const activityOf = (s: EventStreamClient, type: number) =>
      s.waitFor((e) => e.topic === 'activity' && (e.data.types as number[]).includes(type));
    /** Mines one block at a time and lets the watcher see each new head. */
    async function mineAndWatch(w: ChainWatcher, blocks: number) {
      for (let i = 0; i < blocks; i += 1) {
        await chain.test.mine({ blocks: 1 });
        expect(await w.syncOnce()).toBe(true);
      }
    }

    it("streams a withdrawal payout's confirmations 1, 2, 3 of 3 to its user only, then the paid activity", async () => {
      const w = await watcher();
      const wallet = privateKeyToAccount(generatePrivateKey()).address;
      const user = await withdrawer(app.t.database, { address: wallet, balances: { MDS: 40n * ONE } });
      const other = await withdrawer(app.t.database, { balances: { MDS: 40n * ONE } });
      const requested = await app.t.app.inject({
        method: 'POST',
        url: '/api/user/withdraw',
        headers: { language: 'EN-US', ...user.headers },
        payload: { coin: 'MDS', amount: (12n * ONE).toString(), pay_password: FUND_PASSWORD },
      });
      expect(requested.statusCode).toBe(200);
      const mine = await streamOf(user.headers);
      const theirs = await streamOf(other.headers);

      const worker = testPayoutWorker(chain, app.db, CONFIRMATIONS);
      live.push(worker);
      expect(await worker.syncOnce()).toBe(true);
      const [sent] = await app.t.database.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, requested.json().data.id));
      expect(sent).toMatchObject({ state: 'sent', txBlock: null });
      await receiptOf(chain, sent!.txHash as Hex);
      // The payout's own block is its first confirmation.
      expect(await w.syncOnce()).toBe(true);
      await mineAndWatch(w, CONFIRMATIONS - 1);

      const paid = await activityOf(mine, ACTIVITY_TYPES.coinWithdrawn.code);
      const progress = waitsOf(mine);
      expect(progress.map((e) => e.data)).toEqual(
        [1, 2, 3].map((n) => ({ tx_hash: sent!.txHash, confirmations: n, required: CONFIRMATIONS })),
      );
      expect(paid.id).toBeGreaterThan(progress.at(-1)!.id!);
      await mineAndWatch(w, 1);
      expect(waitsOf(mine)).toHaveLength(3);
      expect(waitsOf(theirs)).toEqual([]);
    });

    it("streams an activation's confirmations 1, 2, 3 of 3 to its user only, then the activated activity", async () => {
      const w = await watcher();
      const user = await signedInUser(app.t.database);
      const other = await signedInUser(app.t.database);
      const mine = await streamOf(user.headers);
      const theirs = await streamOf(other.headers);
      const player = devAccounts.player4;
      await receiptOf(chain, await approveMdv(chain, player.address, chain.contracts.contracts.activation));
      expect(await w.syncOnce()).toBe(true);

      // Reported while in the mempool: the watcher notes its block once it is mined.
      await chain.test.setAutomine(false);
      const hash = await send(
        chain,
        player.address,
        chain.contracts.contracts.activation,
        activateData(user.userId),
      );
      const reported = await app.t.app.inject({
        method: 'POST',
        url: '/api/user/activation',
        headers: { language: 'EN-US', ...user.headers },
        payload: { tx_hash: hash },
      });
      expect(reported.json().data).toMatchObject({ state: 'activating', confirmations: 0 });
      await mineAndWatch(w, CONFIRMATIONS);

      const activated = await activityOf(mine, ACTIVITY_TYPES.accountActivated.code);
      const progress = waitsOf(mine);
      expect(progress.map((e) => e.data)).toEqual(
        [1, 2, 3].map((n) => ({ tx_hash: hash, confirmations: n, required: CONFIRMATIONS })),
      );
      expect(activated.id).toBeGreaterThan(progress.at(-1)!.id!);
      await mineAndWatch(w, 1);
      expect(waitsOf(mine)).toHaveLength(3);
      expect(waitsOf(theirs)).toEqual([]);
    });
  },
);
