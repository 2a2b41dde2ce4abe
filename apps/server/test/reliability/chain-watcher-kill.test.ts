import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  type ChainTestDatabase,
  openChainTestDatabase,
  startTestChain,
  type TestChain,
  testWatcher,
} from '../support/chain.ts';
import { databaseKinds } from '../support/databases.ts';
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
  wipeWatcherState,
} from '../support/watcher-fixtures.ts';
import { type Step, spawnWatcher } from '../support/watcher-process.ts';

/** Children killed before the backfill is done; the next one is left to finish it. */
const KILLS = 7;

/**
 * When a run kills its child: a random while after it started; or around the batch that
 * reaches a random block with events: inside its transaction (all written, nothing committed),
 * right after its commit, or a random moment after that, while the next batches are read and
 * written.
 */
type Plan =
  | { kill: 'after-start'; ms: number }
  | { kill: 'in-transaction' | 'after-commit'; block: number }
  | { kill: 'mid-batch'; block: number; ms: number }
  | { kill: 'caught-up' }; // the last run: once the cursor reached the confirmed head

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cursor and, in the same snapshot, whether exactly the events up to it are applied. */
async function progress(db: Db) {
  const [row] = await rows<{ cursor: number | null; beyond: number; activated: number; expected: number }>(
    db,
    sql`select
      (select max(block_number)::int from chain_cursors) as cursor,
      (select count(*)::int from chain_events where block_number > (select max(block_number) from chain_cursors)) as beyond,
      (select count(*)::int from users where activated_at is not null and invite_code like 'W%') as activated,
      (select count(*)::int from chain_events where event = 'AccountActivated') as expected`,
  );
  return row!;
}

/** Advisory locks held on this database: a killed leader's lock must go with its connection. */
async function advisoryLocks(db: Db) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
  );
  return row!.n;
}

// A process killed with SIGKILL shares nothing but the database and the chain, so this runs on
// PostgreSQL only (PGlite lives inside one process). CI always has PostgreSQL.
const postgresOnly = databaseKinds.filter((kind) => kind === 'postgres');

describe.each(postgresOnly)('chain watcher killed with SIGKILL on %s', (kind) => {
  let chain: TestChain;
  let db: ChainTestDatabase;
  const children = new Set<ChildProcess>();

  beforeAll(async () => {
    chain = await startTestChain();
    await chainWithBackfill(chain, await chain.test.snapshot());
    db = await openChainTestDatabase(kind);
    await addUsers(db.database.db, FIRST_USER, ACTIVATIONS);
  });

  afterAll(async () => {
    // No child outlives the test, whatever happened.
    await Promise.all(
      [...children].map(async (child) => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          await exited;
        }
      }),
    );
    await db?.close();
    await chain?.stop();
  });

  it('a watcher process killed at random points of a 2,000-event backfill and restarted ends as a clean run', {
    timeout: 120_000,
  }, async () => {
    const cleanStart = Date.now();
    const clean = await (async () => {
      const watcher = testWatcher(chain, db, { blockRange: 10 });
      try {
        await catchUp(watcher);
      } finally {
        await watcher.stop();
      }
      return stateOf(db.database.db);
    })();
    const cleanMs = Date.now() - cleanStart;
    expect(clean.events).toBe(ACTIVATIONS + DEPOSITS + 1); // + the vault's BNB float deposited by deploy()
    const eventBlocks = (
      await rows<{ n: number }>(
        db.database.db,
        sql`select distinct block_number::int as n from chain_events order by n`,
      )
    ).map((row) => row.n);
    await wipeWatcherState(db.database.db);
    const safe = Number(await chain.client.getBlockNumber()) - CONFIRMATIONS + 1;

    let seed = 5;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    /** One of the next few blocks with events (the last batch if none is left): kills spread over them. */
    const target = (cursor: number) => {
      const ahead = eventBlocks.filter((n) => n > cursor && n < safe);
      return ahead[Math.floor(random() * Math.min(ahead.length, 4))] ?? safe;
    };
    const planFor = (run: number, cursor: number): Plan => {
      if (run === KILLS) return { kill: 'caught-up' };
      // A moment within the first half of what the clean run took (this machine's pace).
      if (run === 0) return { kill: 'after-start', ms: Math.round((0.05 + random() * 0.45) * cleanMs) };
      const block = target(cursor);
      if (run % 3 === 1) return { kill: 'in-transaction', block };
      if (run % 3 === 2) return { kill: 'after-commit', block };
      return { kill: 'mid-batch', block, ms: 1 + Math.floor(random() * 300) };
    };
    const kills: Array<{ kill: Plan['kill']; target?: number; cursor: number | null }> = [];
    let insideTransaction = 0;
    for (let run = 0; run <= KILLS; run += 1) {
      const plan = planFor(run, (await progress(db.database.db)).cursor ?? -1);
      // Until the last run, a child stops inside the transaction that would reach the confirmed
      // head (or its target block), so that every one of those runs dies before the backfill is done.
      const watcher = spawnWatcher(
        chain,
        db.url!,
        plan.kill === 'caught-up' ? undefined : plan.kill === 'in-transaction' ? plan.block : safe,
      );
      children.add(watcher.child);
      const hanging = (s: Step) => s.step === 'hanging';
      expect(await watcher.until((s) => s.step === 'ready'), watcher.stderr()).toBeDefined();
      if (plan.kill === 'after-start') await Promise.race([sleep(plan.ms), watcher.until(hanging)]);
      else if (plan.kill === 'in-transaction') await watcher.until(hanging);
      else if (plan.kill === 'caught-up') {
        while (((await progress(db.database.db)).cursor ?? -1) < safe && watcher.child.exitCode === null) {
          await sleep(50);
        }
      } else {
        const { block } = plan;
        const reached = await watcher.until((s) => hanging(s) || (s.step === 'applied' && s.to! >= block));
        if (plan.kill === 'mid-batch' && reached?.step === 'applied') {
          await Promise.race([sleep(plan.ms), watcher.until(hanging)]);
        }
      }
      watcher.child.kill('SIGKILL');
      expect(await watcher.exited, watcher.stderr()).toBe('SIGKILL');
      children.delete(watcher.child);

      // The killed leader's session ends with its connection, and its lock with it.
      for (let i = 0; i < 100 && (await advisoryLocks(db.database.db)) > 0; i += 1) await sleep(50);
      expect(await advisoryLocks(db.database.db)).toBe(0);
      // Whatever the moment: exactly the events up to the cursor are applied.
      const now = await progress(db.database.db);
      expect(now.beyond).toBe(0);
      expect(now.activated).toBe(now.expected);
      const last = watcher.steps.at(-1);
      if (last?.step === 'hanging') {
        // Killed inside a transaction: none of that batch's writes survive.
        expect(now.cursor).toBe(last.from! - 1);
        insideTransaction += 1;
      }
      if (run === KILLS) {
        expect(now.cursor).toBe(safe);
        break;
      }
      expect(now.cursor ?? -1).toBeLessThan(safe);
      kills.push({ kill: plan.kill, target: 'block' in plan ? plan.block : undefined, cursor: now.cursor });
    }
    console.info(
      `chain watcher kill -9: clean run ${cleanMs} ms, blocks ${chain.contracts.deployedAtBlock}…${safe}; ${kills.length} kills before catch-up, ${insideTransaction} inside a transaction`,
      kills,
    );
    expect(kills.length).toBeGreaterThanOrEqual(3);
    expect(insideTransaction).toBeGreaterThanOrEqual(2);
    expect(await stateOf(db.database.db)).toEqual(clean);
  });
});

// Keeps the file a suite where PostgreSQL is missing (local runs only; CI fails without it).
if (postgresOnly.length === 0) {
  it('needs PostgreSQL to share the database with a child process: none was started here', () => {
    expect(process.env.CI).toBeUndefined();
  });
}
