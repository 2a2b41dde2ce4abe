import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';

/** Database.textRows: the hot lists' queries answered as text rows, prepared once per connection. */
describe.each(databaseKinds)('Database.textRows on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers each field as its text, null as null', async () => {
    const rows = await database.textRows(`select '{"name":"盤古斧"}', null::text, 42::text`, []);
    expect(rows).toEqual([['{"name":"盤古斧"}', null, '42']]);
  });
});

// PostgreSQL only: PGlite has one session and no statement cache to look at.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('Database.textRows on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('hands over JSON and other typed fields as PostgreSQL wrote them, never parsed', async () => {
    const rows = await database.textRows(
      `select '{"a": 1,  "b":[2]}'::json, 9007199254740993::int8, true`,
      [],
    );
    expect(rows).toEqual([['{"a": 1,  "b":[2]}', '9007199254740993', 't']]);
  });

  it('prepares a statement without parameters (not parsed and planned each time)', async () => {
    const text = `select 'prepared once'::text as probe`;
    // Sequential queries reuse the pool's most recently idle connection, where the statement is kept.
    for (let i = 0; i < 3; i += 1) await database.textRows(text, []);
    const [row] = await database.textRows(
      'select count(*)::text from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(row![0]).toBe('1');
  });

  it('plans a prepared statement with parameters once (a generic plan), not at every execution', async () => {
    const text = `select relname::text from pg_class where oid > $1 and relname like 'pg_%' order by oid limit 1`;
    for (let i = 0; i < 8; i += 1) await database.textRows(text, [i]);
    const [row] = await database.textRows(
      `select generic_plans || ' ' || custom_plans from pg_prepared_statements where statement = $1`,
      [text],
    );
    // Left to itself PostgreSQL plans the first five executions for their values (custom plans).
    expect(row![0]).toBe('8 0');
  });

  it('spreads queries in flight over its few pipelined connections, and runs queries one after another on one', async () => {
    const pid = 'select pg_backend_pid()::text from pg_sleep(0.05)';
    const atOnce = await Promise.all([0, 1, 2, 3, 4, 5].map(() => database.textRows(pid, [])));
    expect(new Set(atOnce.map((rows) => rows[0]![0])).size).toBe(3);
    const inTurn = new Set<string | null>();
    for (let i = 0; i < 4; i += 1) inTurn.add((await database.textRows(pid, []))[0]![0]!);
    expect(inTurn.size).toBe(1);
  });

  it('answers an SQL error with its SQLSTATE, and the queries pipelined with it and after it still answer', async () => {
    // Six at once: two on each connection, the failing one with another behind it on its connection.
    const [bad, ...good] = await Promise.allSettled([
      database.textRows('select no_such_column from pg_class', []),
      ...[1, 2, 3, 4, 5].map((n) => database.textRows(`select '${n}'`, [])),
    ]);
    expect(bad.status === 'rejected' && (bad.reason as { code?: string }).code).toBe('42703');
    expect(good.map((r) => r.status === 'fulfilled' && r.value)).toEqual(
      [1, 2, 3, 4, 5].map((n) => [[`${n}`]]),
    );
    await expect(database.textRows('select no_such_column from pg_class', [])).rejects.toMatchObject({
      code: '42703',
    });
    expect(await database.textRows(`select 'after'`, [])).toEqual([['after']]);
  });
});
