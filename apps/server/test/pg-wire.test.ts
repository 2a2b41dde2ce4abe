import type tls from 'node:tls';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { md5Password, ScramSha256 } from '../src/db/pg-auth.ts';
import { PgWire, type PgWireError, targetOf } from '../src/db/pg-wire.ts';
import { isDatabaseUnreachable } from '../src/http/envelope.ts';

/** db/pg-wire.ts: the hot pages' PostgreSQL connection (Database.bytes on PostgreSQL). */
describe('PgWire', () => {
  const open: PgWire[] = [];
  const connect = () => {
    const connection = new PgWire(targetOf(inject('postgresUrl')!));
    open.push(connection);
    return connection;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.end()));
  });
  const text = (rows: (Buffer | null)[][]) =>
    rows.map((row) => row.map((field) => field?.toString() ?? null));

  it.runIf(inject('postgresUrl'))(
    'answers pipelined queries in order; a failing one fails alone',
    async () => {
      const wire = connect();
      const [first, bad, last] = await Promise.allSettled([
        wire.query(`select 'one', null::text`, [], true),
        wire.query('select no_such_column', [], true),
        wire.query(
          'select $1::int + 1, $2::text, $3::timestamptz = $4::timestamptz',
          [41, '盤古斧', new Date(0), '1970-01-01Z'],
          true,
        ),
      ]);
      expect(first).toEqual({ status: 'fulfilled', value: [[Buffer.from('one'), null]] });
      expect(bad.status === 'rejected' && (bad.reason as PgWireError).code).toBe('42703');
      expect(last.status === 'fulfilled' && text(last.value)).toEqual([['42', '盤古斧', 't']]);
      // The failed text was not kept as prepared: fixed server-side, it runs on the same connection.
      await wire.query('create temp table t_wire (no_such_column int)', [], false);
      expect(text(await wire.query('select no_such_column from t_wire', [], true))).toEqual([]);
    },
  );

  it.runIf(inject('postgresUrl'))('reads an answer that spans many socket reads', async () => {
    const wire = connect();
    const rows = await wire.query(
      `select repeat('界', 300000), g::text from generate_series(1, 3) g`,
      [],
      false,
    );
    expect(rows.map((row) => [row[0]!.length, row[1]!.toString()])).toEqual([
      [900_000, '1'],
      [900_000, '2'],
      [900_000, '3'],
    ]);
  });

  it.runIf(inject('postgresUrl'))(
    'fails the queries of a lost connection as unreachable, then connects again',
    async () => {
      const wire = connect();
      const pid = (await wire.query('select pg_backend_pid()::text', [], true))[0]![0]!;
      const killer = connect();
      // Caught at once: the lost connection may fail it before the killer's own answer arrives.
      const waiting = wire.query('select pg_sleep(5)', [], false).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 100));
      await killer.query('select pg_terminate_backend($1::int)', [pid.toString()], false);
      const error = await waiting;
      expect(isDatabaseUnreachable(error)).toBe(true);
      // A new session, with its prepared statements made again.
      const again = (await wire.query('select pg_backend_pid()::text', [], true))[0]![0]!;
      expect(again.toString()).not.toBe(pid.toString());
    },
  );

  it.runIf(inject('postgresUrl'))(
    'keeps at most its bound of prepared statements, closing the oldest; a closed one is parsed again',
    async () => {
      const wire = new PgWire(targetOf(inject('postgresUrl')!), {}, 3);
      open.push(wire);
      const texts = [1, 2, 3, 4, 5].map((n) => `select ${n}::text`);
      const answers = await Promise.all(texts.map((t) => wire.query(t, [], true)));
      expect(answers.map(text)).toEqual([[['1']], [['2']], [['3']], [['4']], [['5']]]);
      const kept = async () =>
        text(await wire.query('select statement from pg_prepared_statements order by statement', [], false));
      expect(await kept()).toEqual([['select 3::text'], ['select 4::text'], ['select 5::text']]);
      expect(text(await wire.query(texts[0]!, [], true))).toEqual([['1']]);
      expect(await kept()).toEqual([['select 1::text'], ['select 4::text'], ['select 5::text']]);
    },
  );

  it('rejects as unreachable when nothing listens', async () => {
    const wire = new PgWire(targetOf('postgres://nobody@127.0.0.1:1/none'));
    const error = await wire.query('select 1', [], false).catch((e: unknown) => e);
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it('reads the target from the URL, a Unix socket folder and sslmode included', () => {
    expect(targetOf('postgres://u%40x:p%2Fw@db.example:6543/market?sslmode=require')).toMatchObject({
      connect: { host: 'db.example', port: 6543 },
      user: 'u@x',
      password: 'p/w',
      database: 'market',
      ssl: { servername: 'db.example', rejectUnauthorized: false },
    });
    expect(targetOf('postgres://app@10.0.0.5/shop?sslmode=verify-full').ssl).toEqual({
      servername: undefined,
      rejectUnauthorized: true,
    });
    // verify-ca: the certificate must be trusted, its host name is not checked.
    const verifyCa = targetOf('postgres://app@db.example/shop?sslmode=verify-ca')
      .ssl as tls.ConnectionOptions;
    expect(verifyCa.rejectUnauthorized).toBe(true);
    expect(typeof verifyCa.checkServerIdentity).toBe('function');
    expect(verifyCa.checkServerIdentity!('other.example', {} as never)).toBeUndefined();
    expect(targetOf('postgres://app@db.example/shop?sslmode=prefer').ssl).toBe(false);
    expect(targetOf('postgres://app@localhost/shop?host=/var/run/postgresql')).toMatchObject({
      connect: { path: '/var/run/postgresql/.s.PGSQL.5432' },
      database: 'shop',
      ssl: false,
    });
  });
});

describe('PostgreSQL password answers', () => {
  it('SCRAM-SHA-256 makes RFC 7677’s client-final-message and checks its server signature', () => {
    const scram = new ScramSha256('pencil', 'user', 'rOprNGfwEbeRWgbNEkqO');
    expect(scram.first()).toBe('n,,n=user,r=rOprNGfwEbeRWgbNEkqO');
    const serverFirst =
      'r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096';
    expect(scram.final(serverFirst)).toBe(
      'c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=',
    );
    expect(() => scram.verify('v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=')).not.toThrow();
    expect(() => scram.verify('v=AAAATRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=')).toThrow(/signature/);
    expect(() => new ScramSha256('pencil').final('r=someone-else,s=AA==,i=4096')).toThrow(/malformed/);
  });

  it('MD5 is md5(md5(password + user) + salt)', () => {
    expect(md5Password('postgres', 'secret', Buffer.from([1, 2, 3, 4]))).toBe(
      'md5bb41a296aab6baccb36ff243a562abff',
    );
  });
});
