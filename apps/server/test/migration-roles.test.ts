import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/rows.ts';
import { type DatabaseKind, databaseKinds } from './support/databases.ts';
import { adminQuery } from './support/template-databases.ts';

/** The migration that gave game assets and balances to a role (docs/rules/servers-and-roles.md). */
const ROLES_MIGRATION = '0033_roles_own_assets';

/** A copy of the migrations folder whose journal ends just before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag} in the journal.`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** An empty database of the kind (no migration applied); closing it drops it. */
async function emptyDatabase(kind: DatabaseKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-pglite-migration-'));
    const database = await openDatabase({ dataDir });
    return {
      database,
      drop: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `migration_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database ${name} with (force)`);
    },
  };
}

function migrateTo(database: Database, migrationsFolder: string) {
  return database.kind === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder })
    : migrateNodePg(database.db as never, { migrationsFolder });
}

describe.each(databaseKinds)(`migration ${ROLES_MIGRATION} on %s`, (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(kind));
    before = migrationsBefore(ROLES_MIGRATION);
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(before, { recursive: true, force: true });
  });

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  it("moves existing game assets, balances and their rows to each user's home server", async () => {
    await migrateTo(database, before);
    const db = database.db;
    await db.execute(sql`insert into game_servers (server_id, name, is_open)
      values (1, 'S1', true), (2, 'S2', true), (3, 'S3', true)`);
    // current: a role on its current server 2 (and one on 1) → 2; lowest: no role on its current
    // server, roles on 3 → 3; none: no role at all → the lowest open server, 1.
    const [current, lowest, none] = await rows<{ id: string }>(sql`
      insert into users (invite_code, current_server_id) values ('MIG1', 2), ('MIG2', 1), ('MIG3', 0)
      returning id`);
    const ids = { current: Number(current!.id), lowest: Number(lowest!.id), none: Number(none!.id) };
    await db.execute(sql`insert into players (user_id, server_id, name)
      values (${ids.current}, 1, 'A1'), (${ids.current}, 2, 'A2'), (${ids.lowest}, 3, 'B3')`);
    for (const [userId, amount] of [
      [ids.current, 10],
      [ids.lowest, 20],
      [ids.none, 30],
    ] as const) {
      await db.execute(
        sql`insert into balances (user_id, coin, available) values (${userId}, 'MDS', ${amount})`,
      );
      await db.execute(sql`insert into ledger_entries
        (user_id, coin, available_delta, available_after, frozen_after, reason, reference)
        values (${userId}, 'MDS', ${amount}, ${amount}, 0, 'demo_grant', 'migration-test')`);
      await db.execute(sql`insert into eggs (user_id, element, hatch_at) values (${userId}, 1, now())`);
    }
    const [game, wallet] = await rows<{ id: string }>(sql`
      insert into assets (kind, name, owner_id, number, location)
      values (0, 'game hero', ${ids.current}, 1, 2), (0, 'wallet hero', ${ids.current}, 2, 1)
      returning id`);
    const [lowestGame] = await rows<{ id: string }>(sql`
      insert into assets (kind, name, owner_id, number, location) values (0, 'hero', ${ids.lowest}, 3, 2)
      returning id`);

    await database.migrate();

    const assetServers = await rows<{ id: string; server_id: number | null }>(
      sql`select id, server_id from assets where owner_id in (${ids.current}, ${ids.lowest}) order by id`,
    );
    expect(assetServers.map((a) => [Number(a.id), a.server_id])).toEqual([
      [Number(game!.id), 2],
      [Number(wallet!.id), null],
      [Number(lowestGame!.id), 3],
    ]);
    const byUser = async (table: 'balances' | 'ledger_entries' | 'eggs') =>
      (
        await rows<{ user_id: string; server_id: number }>(
          sql`select user_id, server_id from ${sql.raw(table)}
              where user_id in (${ids.current}, ${ids.lowest}, ${ids.none}) order by user_id`,
        )
      ).map((row) => [Number(row.user_id), row.server_id]);
    const expected = [
      [ids.current, 2],
      [ids.lowest, 3],
      [ids.none, 1],
    ];
    expect(await byUser('balances')).toEqual(expected);
    expect(await byUser('ledger_entries')).toEqual(expected);
    expect(await byUser('eggs')).toEqual(expected);
    // The balances keep their amounts, now keyed by (user, server, coin); the journal stays append-only.
    expect(
      await rows<{ available: string }>(
        sql`select available::text from balances where user_id = ${ids.current} and server_id = 2 and coin = 'MDS'`,
      ),
    ).toEqual([{ available: '10' }]);
    await expect(db.execute(sql`update ledger_entries set server_id = 1`)).rejects.toThrow();
    // A game asset without a server is refused from now on.
    await expect(
      db.execute(
        sql`insert into assets (kind, name, owner_id, number, location) values (0, 'x', ${ids.none}, 4, 2)`,
      ),
    ).rejects.toThrow();
  });
});
