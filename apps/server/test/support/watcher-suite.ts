import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import type { Db } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import {
  type ChainTestDatabase,
  openChainTestDatabase,
  startTestChain,
  type TestChain,
  testWatcher,
} from './chain.ts';
import type { DatabaseKind } from './databases.ts';
import { ACTIVATIONS, addUsers, chainWithBackfill, FIRST_USER } from './watcher-fixtures.ts';

/*
 * What `chain-watcher-backfill.test.ts` and `chain-watcher-reorg.test.ts` share (one test file, split by what it covers): the app and
 * database of each database kind (and the file's chain where it has one), and the helpers. The state lives here (`export let`,
 * set by the hooks `watcherSuite` registers); test files of one worker
 * share it (isolate: false), one file after another.
 */

export async function activatedAt(db: Db, userId: number) {
  const [user] = await db.select({ at: users.activatedAt }).from(users).where(eq(users.id, userId));
  return user?.at ?? null;
}

export let chain: TestChain;
export let base: Hex;

/** The test file's own chain: started before its tests, stopped after them. */
export function fileHooks(): void {
  beforeAll(async () => {
    chain = await startTestChain();
    base = await chain.test.snapshot();
  });
  afterAll(async () => {
    await chain?.stop();
  });
}

export let db: ChainTestDatabase;

// Every watcher a test makes is stopped after it, also when the test fails half-way.
export const live: ChainWatcher[] = [];
export const watch = (options?: Parameters<typeof testWatcher>[2]) => {
  const watcher = testWatcher(chain, db, options);
  live.push(watcher);
  return watcher;
};

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function watcherSuite(kind: DatabaseKind): void {
  beforeAll(async () => {
    base = await chainWithBackfill(chain, base);
    db = await openChainTestDatabase(kind);
    await addUsers(db.database.db, FIRST_USER, ACTIVATIONS);
    await addUsers(db.database.db, 501, 10);
  });
  afterAll(async () => {
    await db?.close();
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((watcher) => watcher.stop()));
    await chain.test.setAutomine(true);
  });
}
