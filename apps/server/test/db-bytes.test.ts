import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';

/** Database.bytes: the hot lists' queries answered as UTF-8 bytes, prepared once per connection. */
describe.each(databaseKinds)('Database.bytes on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers each field as its UTF-8 bytes, null as null', async () => {
    const rows = await database.bytes(`select '{"name":"盤古斧"}', null::text, 42::text`, [], false);
    expect(rows).toHaveLength(1);
    const [json, missing, number] = rows[0]!;
    expect(json).toEqual(Buffer.from('{"name":"盤古斧"}'));
    expect(missing).toBeNull();
    expect(number?.toString()).toBe('42');
  });
});

// PostgreSQL only: PGlite has one session and no statement cache to look at.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('Database.bytes on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('prepares a statement without parameters (not parsed and planned each time)', async () => {
    const text = `select 'prepared once'::text as probe`;
    // Sequential queries reuse the pool's first idle connection, where the statement is kept.
    for (let i = 0; i < 3; i += 1) await database.bytes(text, [], true);
    const [row] = await database.bytes(
      'select count(*)::text from pg_prepared_statements where statement = $1',
      [text],
      false,
    );
    expect(row![0]!.toString()).toBe('1');
  });

  it('plans a prepared statement with parameters once (a generic plan), not at every execution', async () => {
    const text = `select relname::text from pg_class where oid > $1 and relname like 'pg_%' order by oid limit 1`;
    for (let i = 0; i < 8; i += 1) await database.bytes(text, [i], true);
    const [row] = await database.bytes(
      `select generic_plans || ' ' || custom_plans from pg_prepared_statements where statement = $1`,
      [text],
      false,
    );
    // Left to itself PostgreSQL plans the first five executions for their values (custom plans).
    expect(row![0]!.toString()).toBe('8 0');
  });

  it('spreads queries in flight over its connections, and runs queries one after another on one', async () => {
    const pid = 'select pg_backend_pid()::text from pg_sleep(0.05)';
    const atOnce = await Promise.all([0, 1, 2, 3, 4, 5].map(() => database.bytes(pid, [], true)));
    expect(new Set(atOnce.map((rows) => rows[0]![0]!.toString())).size).toBe(3);
    const inTurn = new Set<string>();
    for (let i = 0; i < 4; i += 1) inTurn.add((await database.bytes(pid, [], true))[0]![0]!.toString());
    expect(inTurn.size).toBe(1);
  });
});
