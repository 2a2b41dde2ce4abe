import { devAccounts } from '@yuanlong/chain/accounts';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, type Hex, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import { queryRows } from '../../src/db/rows.ts';
import { activities, balances } from '../../src/db/schema.ts';
import {
  approveMdv,
  type ChainTestDatabase,
  chainPerFile,
  openChainTestDatabase,
  syncToConfirmedHead,
  type TestChain,
  testWatcher,
} from './chain.ts';
import type { DatabaseKind } from './databases.ts';

/*
 * What `deposit-credits.test.ts` and `deposit-reorgs.test.ts` share (one test file, split by what it covers): the app and
 * database of each database kind (and the file's chain where it has one), and the helpers. The state lives here (`export let`,
 * set by the hooks `depositSuite` registers); test files of one worker
 * share it (isolate: false), one file after another.
 */

export const CONFIRMATIONS = 3;
export const ONE_MDV = parseUnits('1', 18);
/** The first demo dragon deploy() mints to the fourth demo player (DEMO_ID_BASE + 4 × 100 + 1). */
export const PLAYER4_DRAGON = 900_000_401n;

export let chain: TestChain;

/** A transaction signed with an explicit nonce: after a reorg drops it, it can be sent again (same hash). */
export async function signed(privateKey: Hex, to: Address, data: Hex, value = 0n): Promise<Hex> {
  const signer = privateKeyToAccount(privateKey);
  const nonce = await chain.client.getTransactionCount({ address: signer.address, blockTag: 'pending' });
  return signer.signTransaction({
    chainId: chain.chainId,
    type: 'eip1559',
    to,
    data,
    value,
    gas: 300_000n,
    nonce,
    maxFeePerGas: 50_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
}

/** The test file's own chain: started before its tests, stopped after them. */
export function fileHooks(): void {
  chainPerFile((started) => {
    chain = started;
  });
}

export let db: ChainTestDatabase;
export let base: Hex;
export const live: ChainWatcher[] = [];

export async function catchUp(watcher: ChainWatcher) {
  await syncToConfirmedHead(watcher, CONFIRMATIONS);
}

export const watch = () => {
  const watcher = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
  live.push(watcher);
  return watcher;
};

export const available = async (userId: number, coin: string) => {
  const [row] = await db.database.db
    .select({ available: balances.available })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.coin, coin)));
  return row?.available ?? 0n;
};

export const ledgerOf = (userId: number) =>
  queryRows<{ coin: string; delta: string; after: string; reason: string; reference: string }>(
    db.database.db,
    sql`select coin, available_delta::text as delta, available_after::text as after, reason, reference
        from ledger_entries where user_id = ${userId} order by id`,
  );

export const activityTypes = async (userId: number) =>
  (
    await db.database.db
      .select({ type: activities.type })
      .from(activities)
      .where(eq(activities.userId, userId))
  )
    .map((row) => row.type)
    .sort();

/** The set-up of each database kind's tests (hooks); the state and helpers above are this module's. */
export function depositSuite(kind: DatabaseKind): void {
  beforeAll(async () => {
    await chain.test.setAutomine(true);
    base = await chain.test.snapshot();
    db = await openChainTestDatabase(kind);
    await db.database.db.execute(sql`
      insert into users (id, invite_code, nickname)
      select n, 'D' || n, 'deposit test' from generate_series(601::bigint, 610::bigint) n`);
    await approveMdv(chain, devAccounts.player1.address, chain.contracts.contracts.gameVault);
    await approveMdv(chain, devAccounts.player2.address, chain.contracts.contracts.gameVault);
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((watcher) => watcher.stop()));
    await chain.test.setAutomine(true);
  });
  afterAll(async () => {
    await db?.close();
    await chain.test.revert({ id: base });
  });
}
