import { createHash } from 'node:crypto';
import { demoPlayers } from '@yuanlong/chain/accounts';
import { sql } from 'drizzle-orm';
import { type Hex, parseUnits } from 'viem';
import { expect } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import type { Db } from '../../src/db/client.ts';
import {
  activateData,
  approveMdv,
  depositCoinData,
  nonceCounter,
  send,
  syncToConfirmedHead,
  type TestChain,
} from './chain.ts';

/** Confirmations of every test watcher (see testWatcher). */
export const CONFIRMATIONS = 3;
/** The backfill's test users are FIRST_USER… (invite codes W<id>). */
export const FIRST_USER = 10_001;
export const ACTIVATIONS = 1_950;
export const DEPOSITS = 50;
const PER_BLOCK = 100;

/** Rows of a raw query, on either driver. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What {@link stateOf} returns: a few counts and a hash of everything. */
export type WatcherState = Awaited<ReturnType<typeof stateOf>>;

/**
 * Everything the watcher's effects decide, without serial ids (a rolled-back transaction
 * still uses up sequence numbers): activated users, activity entries, the test users' game
 * balances and ledger entries, recorded events and their effects, the cursor.
 */
export async function stateOf(db: Db) {
  const activated = await rows(
    db,
    sql`select id, activated_at from users where activated_at is not null and invite_code like 'W%' order by id`,
  );
  const acts = await rows(
    db,
    // Every column in the order: blocks mined within one second share a time.
    sql`select user_id, type, amount::text, coin, two_address, created_at from activities
        order by user_id, created_at, type, coin, amount, two_address`,
  );
  const balances = await rows(
    db,
    sql`select b.user_id, b.coin, b.available::text, b.frozen::text
        from balances b join users u on u.id = b.user_id
        where u.invite_code like 'W%' order by b.user_id, b.coin`,
  );
  const ledger = await rows(
    db,
    sql`select l.user_id, l.coin, l.available_delta::text, l.frozen_delta::text, l.available_after::text,
          l.frozen_after::text, l.reason, l.reference
        from ledger_entries l join users u on u.id = l.user_id
        where u.invite_code like 'W%'
        order by l.user_id, l.coin, l.reference, l.reason, l.available_after, l.frozen_after`,
  );
  const events = await rows(
    db,
    sql`select tx_hash, log_index, block_number, block_hash, block_time, contract, event, account::text, args,
          (select coalesce(jsonb_agg(e->>'kind' order by e->>'kind'), '[]'::jsonb) from jsonb_array_elements(effects) e) as effect_kinds
        from chain_events order by block_number, log_index`,
  );
  const cursor = await rows(db, sql`select chain_id, stream, block_number, block_hash from chain_cursors`);
  const json = JSON.stringify({ activated, acts, balances, ledger, events, cursor });
  return {
    activated: activated.length,
    activities: acts.length,
    balances: balances.length,
    ledgerEntries: ledger.length,
    events: events.length,
    hash: createHash('sha256').update(json).digest('hex'),
  };
}

/** Test users with fixed ids (invite codes W<id>) so every database names the same accounts. */
export async function addUsers(db: Db, from: number, count: number) {
  await db.execute(sql`
    insert into users (id, invite_code, nickname)
    select n, 'W' || n, 'watcher test' from generate_series(${from}::bigint, ${from + count - 1}::bigint) n`);
}

/** Passes of the watcher until its cursor reaches the confirmed head. */
export async function catchUp(watcher: ChainWatcher) {
  await syncToConfirmedHead(watcher, CONFIRMATIONS);
}

/**
 * Back to the freshly deployed chain (snapshot `base`), then 2,000 events: 1,950 activations
 * (accounts 10001…) and 50 coin deposits, 100 transactions a block. Returns the snapshot to
 * pass next time (anvil forgets a snapshot once reverted to it).
 */
export async function chainWithBackfill(chain: TestChain, base: Hex): Promise<Hex> {
  await chain.test.setAutomine(true);
  await chain.test.revert({ id: base });
  const next = await chain.test.snapshot();
  const [payer, depositor] = [demoPlayers[0]!, demoPlayers[1]!];
  await approveMdv(chain, payer.address, chain.contracts.contracts.activation);
  await approveMdv(chain, depositor.address, chain.contracts.contracts.gameVault);
  await chain.test.setAutomine(false);
  const [payerNonce, depositorNonce] = [
    await nonceCounter(chain, payer.address),
    await nonceCounter(chain, depositor.address),
  ];
  const sends = [
    ...Array.from({ length: ACTIVATIONS }, (_, i) => {
      const nonce = payerNonce();
      return () =>
        send(
          chain,
          payer.address,
          chain.contracts.contracts.activation,
          activateData(FIRST_USER + i),
          undefined,
          nonce,
        );
    }),
    ...Array.from({ length: DEPOSITS }, (_, i) => {
      const nonce = depositorNonce();
      return () =>
        send(
          chain,
          depositor.address,
          chain.contracts.contracts.gameVault,
          depositCoinData(chain.contracts.coins.MDV, parseUnits('1', 18), FIRST_USER + i, 1),
          undefined,
          nonce,
        );
    }),
  ];
  let last: Hex | undefined;
  for (let i = 0; i < sends.length; i += PER_BLOCK) {
    const hashes = await Promise.all(sends.slice(i, i + PER_BLOCK).map((f) => f()));
    last = hashes[hashes.length - 1];
    await chain.test.mine({ blocks: 1 });
  }
  await chain.test.mine({ blocks: CONFIRMATIONS });
  await chain.test.setAutomine(true);
  expect((await chain.client.getTransactionReceipt({ hash: last! })).status).toBe('success');
  return next;
}

/** Forgets everything the watcher did, so the next run starts from scratch on the same database. */
export async function wipeWatcherState(db: Db) {
  await db.execute(sql`delete from chain_events`);
  await db.execute(sql`delete from chain_blocks`);
  await db.execute(sql`delete from chain_cursors`);
  await db.execute(
    sql`delete from activities where user_id in (select id from users where invite_code like 'W%')`,
  );
  await db.execute(sql`update users set activated_at = null where invite_code like 'W%'`);
  await db.execute(
    sql`delete from balances where user_id in (select id from users where invite_code like 'W%')`,
  );
  // The ledger is append-only (migration 0004); the test owns the database, so it lifts the
  // trigger for this delete only, in one transaction so that it is never left disabled.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
    await tx.execute(
      sql`delete from ledger_entries where user_id in (select id from users where invite_code like 'W%')`,
    );
    await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
  });
}
