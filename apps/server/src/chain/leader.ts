import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** Leadership held by one watcher: its writes go through `db`; `lost()` turns true if the lock is gone. */
export interface LeaderLease {
  db: Db;
  lost(): boolean;
  release(): Promise<void>;
}

/** Single-leader election: at most one lease per key exists at a time, across processes on PostgreSQL. */
export interface LeaderLock {
  /** The lease when this instance becomes the leader, undefined when another one is. */
  tryAcquire(): Promise<LeaderLease | undefined>;
}

/** Advisory lock keys: (class, id) with class "YL" and the id naming the job. */
const LOCK_CLASS = 0x594c;

/**
 * The two-int advisory lock key of a job on a chain (e.g. the watcher of chain 56); a job of the
 * database as a whole (the game outbox, the books) passes chain id 0.
 */
export function lockKey(
  job: 'chain-watcher' | 'payout-worker' | 'claim-expiry' | 'game-outbox' | 'books',
  chainId: number,
): [number, number] {
  const jobs = {
    'chain-watcher': 1,
    'payout-worker': 2,
    'claim-expiry': 3,
    'game-outbox': 4,
    books: 5,
  } as const;
  // Job in the high bits, chain id in the low ones; kept in int4 range.
  return [LOCK_CLASS, (jobs[job] << 24) | (chainId & 0xffffff) | 0];
}

/**
 * PostgreSQL: `pg_try_advisory_lock` on a dedicated connection, held for as long as the
 * leader runs. The leader writes through that same connection, so if the connection dies the
 * lock is released and the leader's next write fails: no two leaders ever write at once.
 */
export function postgresLeaderLock(databaseUrl: string, key: [number, number]): LeaderLock {
  return {
    async tryAcquire() {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      let lost = false;
      client.on('error', () => {
        lost = true;
      });
      client.on('end', () => {
        lost = true;
      });
      await client.connect();
      try {
        const result = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1, $2) as locked',
          key,
        );
        if (!result.rows[0]?.locked) {
          await client.end();
          return undefined;
        }
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      const db = drizzleNodePg({ client, schema }) as unknown as Db;
      return {
        db,
        lost: () => lost,
        release: async () => {
          if (lost) return;
          lost = true;
          // Ending the session releases its advisory locks.
          await client.end().catch(() => {});
        },
      };
    },
  };
}

// PGlite is one connection in one process: advisory locks there are re-entrant for the only
// session, so leadership between instances in this process is kept here (per database).
const inProcessHolders = new WeakMap<object, Set<string>>();

/** PGlite: the advisory lock on its single connection plus an in-process registry per database. */
export function inProcessLeaderLock(db: Db, key: [number, number]): LeaderLock {
  const name = key.join(':');
  return {
    async tryAcquire() {
      let held = inProcessHolders.get(db);
      if (!held) {
        held = new Set();
        inProcessHolders.set(db, held);
      }
      if (held.has(name)) return undefined;
      held.add(name);
      try {
        await db.execute(sql`select pg_try_advisory_lock(${key[0]}, ${key[1]})`);
      } catch (error) {
        held.delete(name);
        throw error;
      }
      let released = false;
      return {
        db,
        lost: () => released,
        release: async () => {
          if (released) return;
          released = true;
          held.delete(name);
          await db.execute(sql`select pg_advisory_unlock(${key[0]}, ${key[1]})`).catch(() => {});
        },
      };
    },
  };
}

/** The leader lock for a database: PostgreSQL's advisory lock, or the in-process one on PGlite. */
export function leaderLockFor(
  database: Pick<Database, 'db' | 'kind'>,
  databaseUrl: string | undefined,
  key: [number, number],
): LeaderLock {
  if (database.kind === 'postgres') {
    if (!databaseUrl) throw new Error('the leader lock on PostgreSQL needs the database URL');
    return postgresLeaderLock(databaseUrl, key);
  }
  return inProcessLeaderLock(database.db, key);
}
