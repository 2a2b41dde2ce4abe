import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ListenHandlers, listenPostgres } from './listen.ts';
import { pipelinedClients } from './pipelined-clients.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * SQL text run on the driver itself, for hot paths that are faster without the query builder.
 * With a `name`, PostgreSQL prepares it once per connection and reuses the plan.
 */
export type RawQuery = <T = Record<string, unknown>>(
  text: string,
  values: unknown[],
  name?: string,
) => Promise<T[]>;

/**
 * SQL whose columns are text (e.g. JSON PostgreSQL built), answered as rows of each field's text
 * as PostgreSQL sent it (null for SQL null): for answers sent on as they are, never parsed. Run
 * as a prepared statement (named after its text, statement-names.ts): PostgreSQL plans it once
 * per connection and reuses the plan.
 */
export type TextRowsQuery = (text: string, values: unknown[]) => Promise<(string | null)[][]>;

/** A database connection: PGlite in a folder, or a PostgreSQL pool. */
export interface Database {
  db: Db;
  query: RawQuery;
  textRows: TextRowsQuery;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections (absent on PGlite), for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** LISTENs on a channel (NOTIFY payloads after commit); resolves with the function that stops. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** PostgreSQL when a URL is given, otherwise embedded PGlite stored under `dataDir/pglite`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(folder: string): Promise<Database> {
  fs.mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    query: async <T>(text: string, values: unknown[]) => (await client.query<T>(text, values)).rows,
    textRows: async (text, values) => {
      const { rows } = await client.query<unknown[]>(text, values, { rowMode: 'array' });
      return rows.map((row) => row.map((v) => (v === null ? null : String(v))));
    },
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingDb(db),
    // One process, one session: PGlite delivers its own NOTIFYs after the commit; nothing to resume.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.notify);
      // UNLISTEN on a closed PGlite never answers (the app's close would hang): nothing to stop.
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** Connections that answer the hot list pages (see openPostgres). */
const HOT_PAGE_CONNECTIONS = 3;

/**
 * A prepared statement keeps one generic plan. Left to itself PostgreSQL plans a statement again at
 * every execution while its custom plans look cheaper than the generic one, as every cursor page's
 * did (auction and activity pages: ~150 µs more of database CPU each). The hot pages' filters are
 * literals in their text (they choose the index); their parameters are the time, the session, the
 * deployment and the cursor's position.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

function openPostgres(url: string): Database {
  // A burst (e.g. 200 buyers of one listing at once) queues for the 20 connections; on a busy
  // machine a wait can pass 2 s, so a request gives up on a connection only after 10 s.
  const pool = poolOf({ connectionString: url, max: 20 });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  // The hot list pages (Database.textRows) have a few pipelined connections of their own
  // (pipelined-clients.ts). Few on purpose: under load each carries several queries at once, so
  // the pages' round trips do not each wait for the server's and a backend's turn on the CPU.
  const hot = pipelinedClients(
    { connectionString: url, options: GENERIC_PLANS, connectionTimeoutMillis: 10_000 },
    HOT_PAGE_CONNECTIONS,
  );
  return {
    db,
    query: (text, values, name) => corkedQuery(pool, { text, values, name }),
    textRows: hot.textRows,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingDb(db),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: async () => {
      await hot.end();
      await pool.end();
    },
  };
}

/** A pool whose connections' errors never end the process. */
function poolOf(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ connectionTimeoutMillis: 10_000, ...config });
  // An idle client's error (e.g. the database restarted) must not crash the process;
  // the next query gets a fresh connection and /api/ready reports the outage.
  pool.on('error', () => {});
  // A checked-out client (a transaction, a corked query) has no idle listener: a connection lost
  // while it is out would be an uncaught 'error' event that ends the process. Its queries reject
  // on their own, and the pool drops it on release, so the event only needs to be handled.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The socket under a pg client (not in pg's types; present since pg 8). */
type WithStream = pg.PoolClient & { connection?: { stream?: { cork?(): void; uncork?(): void } } };

/**
 * A query on a pooled client with its protocol messages (bind, describe, execute, sync) sent
 * in one write: pg writes each separately, which costs a system call each and wakes the
 * database up to four times per query. pg submits a query synchronously on an idle client, so
 * corking around the call gathers them.
 */
async function corkedQuery<T>(pool: pg.Pool, query: pg.QueryConfig): Promise<T[]> {
  const client = (await pool.connect()) as WithStream;
  const stream = client.connection?.stream;
  stream?.cork?.();
  const result = client.query(query as pg.QueryConfig);
  stream?.uncork?.();
  try {
    const { rows } = await result;
    client.release();
    return rows as T[];
  } catch (error) {
    // As pool.query does: a client whose query failed is not reused.
    client.release(error as Error);
    throw error;
  }
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
