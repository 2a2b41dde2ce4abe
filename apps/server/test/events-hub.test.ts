import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { LISTEN_APPLICATION } from '../src/db/listen.ts';
import { pruneExpired } from '../src/db/prune.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import { type EventHub, type LiveEvent, startEventHub } from '../src/modules/events/hub.ts';
import { publishEvent, publishEvents } from '../src/modules/events/publish.ts';
import { databaseKinds, openTestDatabaseWithUrl } from './support/databases.ts';

/** The events a hub hands out, and a wait for the first that matches. */
function collect(hub: EventHub) {
  const seen: LiveEvent[] = [];
  const waiters: Array<() => void> = [];
  hub.subscribe((event) => {
    seen.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  const waitFor = async (match: (e: LiveEvent) => boolean, ms = 2_000): Promise<LiveEvent> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = seen.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms; seen ${JSON.stringify(seen)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { seen, waitFor };
}

describe.each(databaseKinds)('publishEvent and the event hub on %s', (kind) => {
  let database: Database;
  let url: string | undefined;
  let hub: EventHub;
  let events: ReturnType<typeof collect>;
  beforeAll(async () => {
    ({ database, url } = await openTestDatabaseWithUrl(kind));
    hub = await startEventHub(database, (error) => {
      throw error;
    });
    events = collect(hub);
  });
  afterAll(async () => {
    await hub.close();
    await database.close();
  });

  it('hands a committed event to the subscribers within 2 s, with its id, topic, user and data', async () => {
    const started = Date.now();
    const id = await inTransaction(database.db, (tx) =>
      publishEvent(tx, { topic: 'test', userId: 7, data: { listing_id: 1, price: '10' } }),
    );
    const event = await events.waitFor((e) => e.id === id);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(event).toEqual({ id, topic: 'test', userId: 7, data: { listing_id: 1, price: '10' } });
  });

  it('publishEvents writes many events at once and the hub hands each out, in order', async () => {
    const ids = await inTransaction(database.db, (tx) =>
      publishEvents(
        tx,
        [1, 2, 3].map((n) => ({ topic: 'many', userId: n, data: { n } })),
      ),
    );
    expect(ids).toHaveLength(3);
    await events.waitFor((e) => e.id === ids[2]);
    const got = events.seen.filter((e) => ids.includes(e.id));
    expect(got.map((e) => [e.id, e.userId, e.data])).toEqual(ids.map((id, i) => [id, i + 1, { n: i + 1 }]));
  });

  it('never hands out the event of a transaction that rolled back', async () => {
    let rolledBack = 0;
    await inTransaction(database.db, async (tx) => {
      rolledBack = await publishEvent(tx, { topic: 'test', data: { n: 'rolled back' } });
      throw new Error('undo');
    }).catch(() => {});
    const after = await inTransaction(database.db, (tx) =>
      publishEvent(tx, { topic: 'test', data: { n: 'after' } }),
    );
    await events.waitFor((e) => e.id === after);
    expect(events.seen.some((e) => e.id === rolledBack)).toBe(false);
    const [row] = await database.query('select count(*)::int as n from events where id = $1', [rolledBack]);
    expect(row).toEqual({ n: 0 });
  });

  it('hands out the events of one transaction in order, after its commit only', async () => {
    const ids = await inTransaction(database.db, async (tx) => {
      const first = await publishEvent(tx, { topic: 'test', data: { n: 1 } });
      const second = await publishEvent(tx, { topic: 'test', data: { n: 2 } });
      expect(events.seen.some((e) => e.id === first)).toBe(false);
      return [first, second];
    });
    await events.waitFor((e) => e.id === ids[1]);
    const order = events.seen.filter((e) => ids.includes(e.id)).map((e) => e.id);
    expect(order).toEqual(ids);
  });

  it('pruning keeps the last 24 hours and at most the newest N events', async () => {
    const now = new Date();
    const old = await inTransaction(database.db, (tx) =>
      publishEvent(tx, { topic: 'test', data: { n: 'old' } }),
    );
    await database.query('update events set created_at = $1 where id = $2', [
      new Date(now.getTime() - 25 * 3_600_000),
      old,
    ]);
    const recent: number[] = [];
    for (let n = 0; n < 3; n += 1)
      recent.push(await inTransaction(database.db, (tx) => publishEvent(tx, { topic: 'test', data: { n } })));
    await pruneExpired(database.db, now, 2);
    const rows = await database.query<{ id: string | number }>('select id from events order by id', []);
    expect(rows.map((r) => Number(r.id))).toEqual(recent.slice(1));
  });

  // Instances and lost connections exist on PostgreSQL only (PGlite is one process, one session).
  if (kind !== 'postgres') return;

  it('reaches a hub of another connection pool (another instance)', async () => {
    const other = await openDatabase({ databaseUrl: url, dataDir: '' });
    const otherHub = await startEventHub(other, (error) => {
      throw error;
    });
    const remote = collect(otherHub);
    try {
      const id = await inTransaction(database.db, (tx) =>
        publishEvent(tx, { topic: 'test', data: { n: 'remote' } }),
      );
      expect((await remote.waitFor((e) => e.id === id)).data).toEqual({ n: 'remote' });
    } finally {
      await otherHub.close();
      await other.close();
    }
  });

  it('after its LISTEN connection is killed, reads what it missed', async () => {
    const killed = await database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = $1 and datname = current_database()`,
      [LISTEN_APPLICATION],
    );
    expect(killed.length).toBeGreaterThan(0);
    const id = await inTransaction(database.db, (tx) =>
      publishEvent(tx, { topic: 'test', data: { n: 'missed' } }),
    );
    expect((await events.waitFor((e) => e.id === id, 8_000)).data).toEqual({ n: 'missed' });
  });
});
