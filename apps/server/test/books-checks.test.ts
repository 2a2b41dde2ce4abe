import type { GameInventory } from '@yuanlong/shared/game-protocol';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inProcessLeaderLock, lockKey } from '../src/chain/leader.ts';
import { booksChecks, players } from '../src/db/schema.ts';
import { BooksRuns } from '../src/modules/books/checks.ts';
import { BooksSchedule } from '../src/modules/books/schedule.ts';
import type { OpsSources } from '../src/modules/books/service.ts';
import { databaseKinds } from './support/databases.ts';
import { trader } from './support/market.ts';
import { signedInOperator } from './support/operators.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const MINUTE = 60_000;

describe.each(databaseKinds)('the books’ runs on %s', (kind) => {
  let t: TestContext;
  let viewer: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestApp(kind);
    viewer = await signedInOperator(t, 'viewer');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(booksChecks);
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: viewer.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const recorded = async () => (await t.database.db.select({ n: count() }).from(booksChecks))[0]!.n;
  /** Sources without a chain, with `inventory` as the game's answer. */
  const sources = (inventory: OpsSources['gameInventory']): OpsSources => ({
    database: t.database,
    chain: { client: undefined, contracts: undefined } as unknown as OpsSources['chain'],
    watcherStatus: () => undefined,
    payoutStatus: () => undefined,
    payoutWallet: undefined,
    gameInventory: inventory,
  });

  it('records each run an operator asks for; the history lists them newest first, counted, with the latest report', async () => {
    const first = await get('/api/admin/books');
    expect(first.ok).toBe(true);
    const player = await trader(t.database, { balances: { MDS: 5n } });
    await t.database.db.execute(
      sql`update balances set available = available + 1 where user_id = ${player.userId} and coin = 'MDS'`,
    );
    t.clock.advance(MINUTE);
    const second = await get('/api/admin/books');
    expect(second.ok).toBe(false);

    const history = await get('/api/admin/books/checks');
    expect(history.interval_minutes).toBe(60);
    expect(history.latest).toEqual(second);
    expect(history.checks).toEqual([
      expect.objectContaining({
        checked_at: second.checked_at,
        trigger: 'operator',
        ok: false,
        ledger_mismatches: 1,
        coins_off: 0,
        game_differences: null,
      }),
      expect.objectContaining({ checked_at: first.checked_at, trigger: 'operator', ok: true }),
    ]);
    // Put back, for the other tests.
    await t.database.db.execute(
      sql`update balances set available = available - 1 where user_id = ${player.userId} and coin = 'MDS'`,
    );
  });

  it('a run asked for while one is going shares it: the game is asked once per role, one run is recorded', async () => {
    await trader(t.database);
    const roles = (await t.database.db.select({ n: count() }).from(players))[0]!.n;
    let asked = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const inventory = async (role: GameInventory['role']): Promise<GameInventory> => {
      asked += 1;
      await gate;
      return { role, known: true, online: false, boss_level: 0, assets: [], pending_gains: 0 };
    };
    const runs = new BooksRuns(sources(inventory), t.clock.now, 60);
    const one = runs.run('operator');
    const two = runs.run('operator');
    open();
    const [a, b] = await Promise.all([one, two]);
    expect(b).toBe(a);
    expect(asked).toBe(roles);
    expect(await recorded()).toBe(1);
    // Once it is over, the next run is a run of its own.
    await runs.run('operator');
    expect(asked).toBe(2 * roles);
    expect(await recorded()).toBe(2);
  });

  it('the schedule runs the books when the latest run is the interval old, counting operators’ runs, and logs differences as errors', async () => {
    const errors: object[] = [];
    const logger = { debug() {}, info() {}, warn() {}, error: (fields: object) => errors.push(fields) };
    const runs = new BooksRuns(sources(undefined), t.clock.now, 60);
    const schedule = new BooksSchedule({
      runs,
      intervalMinutes: 60,
      lock: inProcessLeaderLock(t.database.db, lockKey('books', 0)),
      clock: t.clock.now,
      logger,
    });
    try {
      // Just started: nothing is due for an interval.
      expect(await schedule.syncOnce()).toBe(true);
      expect(await recorded()).toBe(0);
      t.clock.advance(61 * MINUTE);
      await schedule.syncOnce();
      const rows = await t.database.db.select().from(booksChecks);
      expect(rows.map((r) => [r.trigger, r.ok])).toEqual([['schedule', true]]);
      await schedule.syncOnce();
      expect(await recorded()).toBe(1);

      // An operator's run 40 minutes later moves the next scheduled one.
      t.clock.advance(40 * MINUTE);
      await runs.run('operator');
      t.clock.advance(30 * MINUTE);
      await schedule.syncOnce();
      expect(await recorded()).toBe(2);

      // Due again, with a balance that differs from its ledger: recorded and logged as an error.
      const player = await trader(t.database, { balances: { MDS: 5n } });
      await t.database.db.execute(
        sql`update balances set available = available + 1 where user_id = ${player.userId} and coin = 'MDS'`,
      );
      t.clock.advance(31 * MINUTE);
      await schedule.syncOnce();
      expect(await recorded()).toBe(3);
      expect(errors).toEqual([expect.objectContaining({ ledger_mismatches: 1, coins: [] })]);
      await t.database.db.execute(
        sql`update balances set available = available - 1 where user_id = ${player.userId} and coin = 'MDS'`,
      );
    } finally {
      await schedule.stop();
    }
  });
});
