import { devAccounts } from '@yuanlong/chain/accounts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { custom, type EIP1193RequestFn, type Hex, http } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../src/chain/client.ts';
import { lockKey } from '../src/chain/leader.ts';
import type { ChainWatcher } from '../src/chain/watcher.ts';
import type { Db } from '../src/db/client.ts';
import { activities, users } from '../src/db/schema.ts';
import { chainCursors, chainEvents } from '../src/db/schema-chain.ts';
import { ticketsOf } from '../src/modules/invite/tickets.ts';
import {
  approveMdv,
  type ChainTestDatabase,
  openChainTestDatabase,
  receiptOf,
  sendRaw,
  signedActivation,
  startTestChain,
  type TestChain,
  testWatcher,
} from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import {
  ACTIVATIONS,
  addUsers,
  CONFIRMATIONS,
  catchUp,
  chainWithBackfill,
  DEPOSITS,
  FIRST_USER,
  rows,
  stateOf,
  type WatcherState,
  wipeWatcherState,
} from './support/watcher-fixtures.ts';

async function activatedAt(db: Db, userId: number) {
  const [user] = await db.select({ at: users.activatedAt }).from(users).where(eq(users.id, userId));
  return user?.at ?? null;
}

let chain: TestChain;
let base: Hex;

beforeAll(async () => {
  chain = await startTestChain();
  base = await chain.test.snapshot();
});

afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('chain watcher on %s', (kind) => {
  let db: ChainTestDatabase;
  let clean: WatcherState;

  beforeAll(async () => {
    base = await chainWithBackfill(chain, base);
    db = await openChainTestDatabase(kind);
    await addUsers(db.database.db, FIRST_USER, ACTIVATIONS);
    await addUsers(db.database.db, 501, 10);
  });

  afterAll(async () => {
    await db?.close();
  });

  // Every watcher a test makes is stopped after it, also when the test fails half-way.
  const live: ChainWatcher[] = [];
  const watch = (options?: Parameters<typeof testWatcher>[2]) => {
    const watcher = testWatcher(chain, db, options);
    live.push(watcher);
    return watcher;
  };
  afterEach(async () => {
    await Promise.all(live.splice(0).map((watcher) => watcher.stop()));
    await chain.test.setAutomine(true);
  });

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

  it('never applies an activation reorged out before its confirmations, and applies it once when mined again', async () => {
    const player = devAccounts.player2;
    await approveMdv(chain, player.address, chain.contracts.contracts.activation);
    const watcher = watch();
    await catchUp(watcher);

    const fork = await chain.test.snapshot();
    const raw = await signedActivation(chain, player.privateKey, 501);
    const hash = await sendRaw(chain, raw);
    await chain.test.mine({ blocks: CONFIRMATIONS - 2 }); // confirmations: N - 1
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 501)).toBeNull();

    // The block with the activation is dropped; the chain grows past it without it.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: CONFIRMATIONS + 2 });
    expect(await chain.client.getTransactionReceipt({ hash }).catch(() => null)).toBeNull();
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 501)).toBeNull();
    expect(await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash))).toHaveLength(
      0,
    );

    // Mined again (the same signed transaction, so the same hash) and confirmed: applied, once.
    expect(await sendRaw(chain, raw)).toBe(hash);
    const receipt = await receiptOf(chain, hash);
    await chain.test.mine({ blocks: CONFIRMATIONS - 2 });
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 501)).toBeNull(); // N - 1 confirmations
    await chain.test.mine({ blocks: 1 });
    for (let i = 0; i < 3; i += 1) await catchUp(watcher);
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(await activatedAt(db.database.db, 501)).toEqual(new Date(Number(block.timestamp) * 1000));
    const events = await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: 'AccountActivated',
      account: 501n,
      blockNumber: Number(receipt.blockNumber),
    });
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 501))).toHaveLength(1);
    await watcher.stop();
  });

  it("undoes an applied activation whose block a reorg drops (and its inviter's ticket), and applies it once when it is mined again", async () => {
    const player = devAccounts.player3;
    // 502 was invited by 509: its activation earns 509 one summon ticket.
    await db.database.db.update(users).set({ inviterCode: 'W509' }).where(eq(users.id, 502));
    await approveMdv(chain, player.address, chain.contracts.contracts.activation);
    const watcher = watch();
    await catchUp(watcher);

    const fork = await chain.test.snapshot();
    const raw = await signedActivation(chain, player.privateKey, 502);
    const hash = await sendRaw(chain, raw);
    await chain.test.mine({ blocks: CONFIRMATIONS + 1 });
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 502)).not.toBeNull();
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 502))).toHaveLength(1);
    expect(await ticketsOf(db.database.db, 509)).toBe(1);

    // A reorg deeper than the confirmations (within the reorg window) drops it.
    await chain.test.revert({ id: fork });
    await chain.test.mine({ blocks: 1 });
    await chain.test.setAutomine(true);
    await catchUp(watcher);
    expect(await activatedAt(db.database.db, 502)).toBeNull();
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 502))).toHaveLength(0);
    expect(await ticketsOf(db.database.db, 509)).toBe(0);
    expect(await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash))).toHaveLength(
      0,
    );

    await sendRaw(chain, raw);
    const receipt = await receiptOf(chain, hash);
    await chain.test.mine({ blocks: CONFIRMATIONS });
    for (let i = 0; i < 3; i += 1) await catchUp(watcher);
    const events = await db.database.db.select().from(chainEvents).where(eq(chainEvents.txHash, hash));
    expect(events).toHaveLength(1);
    expect(events[0]!.blockNumber).toBe(Number(receipt.blockNumber));
    expect(await activatedAt(db.database.db, 502)).not.toBeNull();
    expect(await db.database.db.select().from(activities).where(eq(activities.userId, 502))).toHaveLength(1);
    expect(await ticketsOf(db.database.db, 509)).toBe(1);
    await watcher.stop();
  });

  it('lets only one instance process: a second one waits while the first holds the lock, then takes over', async () => {
    const first = watch();
    const second = watch({ leaderPollMs: 50 });
    expect(await first.syncOnce()).toBe(true);
    expect(await second.syncOnce()).toBe(false);
    expect(second.status().leader).toBe(false);
    if (kind === 'postgres') {
      // The lock is PostgreSQL's own: another session cannot take it either.
      const other = new pg.Client({ connectionString: db.url });
      await other.connect();
      const [a, b] = lockKey('chain-watcher', chain.chainId);
      const { rows: lock } = await other.query('select pg_try_advisory_lock($1, $2) as locked', [a, b]);
      expect(lock[0].locked).toBe(false);
      await other.end();
    }
    // Started as a loop, the second keeps waiting while the first leads; new blocks are the first's.
    second.start();
    await chain.test.mine({ blocks: 2 });
    expect(await first.syncOnce()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.status().leader).toBe(false);
    expect(second.status().cursor).toBeUndefined();
    await first.stop();
    for (let i = 0; i < 100 && !second.status().leader; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.status().leader).toBe(true);
    for (let i = 0; i < 100 && second.status().cursor === undefined; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(second.status().cursor).toBe(first.status().cursor);
    await second.stop();
  });
});
