import { and, eq, sql } from 'drizzle-orm';
import { custom, type EIP1193RequestFn, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { createChainClient } from '../src/chain/client.ts';
import { chainCursors } from '../src/db/schema-chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  ACTIVATIONS,
  CONFIRMATIONS,
  catchUp,
  DEPOSITS,
  rows,
  stateOf,
  type WatcherState,
  wipeWatcherState,
} from './support/watcher-fixtures.ts';
import { chain, db, fileHooks, watch, watcherSuite } from './support/watcher-suite.ts';

fileHooks();

describe.each(databaseKinds)('chain watcher on %s', (kind) => {
  watcherSuite(kind);
  /** The state after the clean run (the first test), which the others must end in. */
  let clean: WatcherState;

  it('a backfill of 2,000 events: a clean run applies each once; the same range processed three times gives the same state', async () => {
    const watcher = watch({ blockRange: 10 });
    await catchUp(watcher);
    clean = await stateOf(db.database.db);
    expect(clean.events).toBe(ACTIVATIONS + DEPOSITS + 1); // + the vault's BNB float deposited by deploy()
    expect(clean.activated).toBe(ACTIVATIONS);
    expect(clean.activities).toBe(ACTIVATIONS + DEPOSITS);
    // Each of the 50 deposits (1 MDV for accounts 10001…10050) is credited once, through the ledger.
    expect(clean.balances).toBe(DEPOSITS);
    expect(clean.ledgerEntries).toBe(DEPOSITS);
    // Rewind the cursor to the start and read the whole range again, three times.
    const [cursor] = await db.database.db.select().from(chainCursors);
    const start = await chain.client.getBlock({ blockNumber: BigInt(chain.contracts.deployedAtBlock - 1) });
    for (let i = 0; i < 3; i += 1) {
      await db.database.db
        .update(chainCursors)
        .set({ blockNumber: Number(start.number), blockHash: start.hash })
        .where(and(eq(chainCursors.chainId, cursor!.chainId), eq(chainCursors.stream, cursor!.stream)));
      await catchUp(watcher);
      expect(await stateOf(db.database.db)).toEqual(clean);
    }
    await watcher.stop();
  });

  it('stopped or killed at random points of the backfill, then restarted, ends as the clean run', async () => {
    await wipeWatcherState(db.database.db);
    let seed = kind === 'pglite' ? 7 : 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let restarts = 0;
    for (let run = 0; run < 100; run += 1) {
      // Each instance dies after a few batches: between batches, or inside a batch's transaction.
      let batches = 1 + Math.floor(random() * 4);
      const inside = random() < 0.5;
      const die = () => {
        batches -= 1;
        if (batches === 0) throw new Error('killed');
      };
      const watcher = watch({
        blockRange: 10,
        hooks: inside ? { beforeCommit: die } : { afterBatch: die },
      });
      try {
        await catchUp(watcher);
        await watcher.stop();
        break;
      } catch (error) {
        expect((error as Error).message).toBe('killed');
        restarts += 1;
        await watcher.stop();
      }
    }
    expect(restarts).toBeGreaterThanOrEqual(3);
    expect(await stateOf(db.database.db)).toEqual(clean);
  });

  it('RPC errors leave no partial state, and the watcher catches up to the clean state', async () => {
    await wipeWatcherState(db.database.db);
    let seed = 3;
    let failed = 0;
    const inner = http(chain.rpcUrl)({ chain: undefined, retryCount: 0 });
    let refusedRanges = 0;
    const request: EIP1193RequestFn = async (args) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      if (seed / 2 ** 31 < 0.2) {
        failed += 1;
        throw new Error('injected RPC failure');
      }
      // Like public BSC endpoints, refuse eth_getLogs over too many blocks.
      if (args.method === 'eth_getLogs') {
        const [filter] = args.params as [{ fromBlock: string; toBlock: string }];
        if (Number(filter.toBlock) - Number(filter.fromBlock) >= 16) {
          refusedRanges += 1;
          throw new Error('block range is too wide');
        }
      }
      return inner.request(args as never);
    };
    const client = createChainClient({
      chainId: chain.chainId,
      rpcUrls: [chain.rpcUrl],
      transport: custom({ request }, { retryCount: 0 }),
    });
    const watcher = watch({ blockRange: 40, client });
    let errors = 0;
    for (let i = 0; i < 2000; i += 1) {
      try {
        await watcher.syncOnce();
      } catch {
        errors += 1;
      }
      // After every pass, failed or not: exactly the events up to the cursor are applied.
      const [cursor] = await db.database.db.select().from(chainCursors);
      if (!cursor) continue;
      const [counts] = await rows<{ beyond: number; activated: number; expected: number }>(
        db.database.db,
        sql`select
          (select count(*)::int from chain_events where block_number > ${cursor.blockNumber}) as beyond,
          (select count(*)::int from users where activated_at is not null and invite_code like 'W%') as activated,
          (select count(*)::int from chain_events where event = 'AccountActivated') as expected`,
      );
      expect(counts!.beyond).toBe(0);
      expect(counts!.activated).toBe(counts!.expected);
      if (cursor.blockNumber >= (watcher.status().head ?? Infinity) - CONFIRMATIONS + 1) break;
    }
    expect(failed).toBeGreaterThan(5);
    expect(refusedRanges).toBeGreaterThan(0);
    expect(errors).toBeGreaterThan(0);
    expect(await stateOf(db.database.db)).toEqual(clean);
    await watcher.stop();
  });
});
