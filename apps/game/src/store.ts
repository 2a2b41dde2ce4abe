import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Runs one SQL statement with positional parameters; resolves with its rows. */
export type Sql = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

/**
 * The reference game's own state, in the schema `game`: of a PGlite folder of its own
 * (DATA_DIR/game), or of the PostgreSQL it is given. It never reads the market's tables.
 */
export interface GameStore {
  kind: 'pglite' | 'postgres';
  query: Sql;
  /** One transaction; writes are serialized (the game is small, correctness first). */
  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const TABLES = `
create table if not exists roles (
  user_id integer not null,
  server_id integer not null,
  name text not null default '',
  online boolean not null default false,
  boss_level smallint not null default 0,
  -- The seq of the role's last notification (per role, increasing).
  last_seq bigint not null default 0,
  created_at timestamptz not null default now(),
  primary key (user_id, server_id)
);
create table if not exists items (
  item_id bigserial primary key,
  -- The game's own key: 'mkt-<asset id>' for what the market added, 'g-…' for loot.
  game_item_id text not null unique,
  -- The market's asset id (null while a gained item waits for the market's answer).
  asset_id bigint unique,
  user_id integer not null,
  server_id integer not null,
  -- Why the market locked it (sale, claim, offer), or null: free to use in play.
  locked text,
  data jsonb not null,
  updated_at timestamptz not null default now()
);
create index if not exists items_role_idx on items (user_id, server_id);
create table if not exists commands (
  id text primary key,
  type text not null,
  http_status smallint not null,
  answer jsonb not null,
  received_at timestamptz not null default now()
);
create table if not exists notifications (
  n bigserial primary key,
  id text not null unique,
  user_id integer not null,
  server_id integer not null,
  seq bigint not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_at timestamptz not null default now(),
  last_error text,
  delivered_at timestamptz,
  -- The market refused it for good (4xx), so it is never sent again.
  failed text,
  answer jsonb
);
`;

export async function openGameStore(options: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<GameStore> {
  const store = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir);
  await store.tx(async (q) => {
    for (const statement of TABLES.split(';').map((s) => s.trim())) if (statement) await q(statement);
  });
  return store;
}

async function openPglite(folder: string): Promise<GameStore> {
  fs.mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  // The schema `game` here too: a folder that already holds other tables (a copy of an initialised
  // one, as tests start from) keeps them apart from the game's own (the market has `notifications`).
  await client.exec('create schema if not exists game; set search_path to game');
  let chain: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    query: async (text, values = []) => (await client.query<never>(text, values)).rows,
    // PGlite is one session: transactions queue behind each other.
    tx: (fn) => {
      const run = chain.then(() =>
        client.transaction((t) => fn(async (text, values = []) => (await t.query<never>(text, values)).rows)),
      );
      chain = run.catch(() => undefined);
      return run;
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<GameStore> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('create schema if not exists game');
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 4, options: '-c search_path=game' });
  return {
    kind: 'postgres',
    query: async (text, values = []) => (await pool.query(text, values)).rows,
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query("select pg_advisory_xact_lock(hashtext('yuanlong-reference-game'))");
        const result = await fn(async (text, values = []) => (await client.query(text, values)).rows);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
