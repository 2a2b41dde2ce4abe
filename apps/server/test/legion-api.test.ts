import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../src/context.ts';
import { createSession } from '../src/modules/auth/session-service.ts';
import { availableOf } from '../src/modules/ledger/ledger.ts';
import { claimPoints } from '../src/modules/legion/claim.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { legionUser } from './support/legion.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const MDS = 10n ** 18n;
const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('legion API on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const headersOf = async (userId: number) => ({
    authorization: `Bearer ${await createSession(t.database.db, userId, 30 * DAY)}`,
    language: 'EN-US',
    serverid: '1',
  });
  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Writes a point entry directly (the spend paths are tested in legion-spend.test.ts). */
  const addPoints = (userId: number, points: bigint, at: string, reference: string) =>
    t.database.db.execute(sql`
      insert into legion_points (user_id, type, points, spend, spender_id, coin, rate_bps, level, reference, created_at)
      values (${userId}, 2, ${points.toString()}, ${(points * 100n).toString()}, ${userId}, 'MDS', 600, 2, ${reference}, ${at})`);

  it('a market purchase in MDS by a Warrior (boss level from the game) earns 6% points shown in history', async () => {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 1_000n * MDS } });
    await setGameRole(t, buyer.userId, { boss_level: 30 });
    const asset = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(250n * MDS), coin: 'MDS' });
    const res = await post(t, '/api/card/buy', buyer.headers, {
      id: asset.id,
      pay_password: FUND_PASSWORD,
      expected_price: String(250n * MDS),
      coin: 'MDS',
    });
    expect(res.statusCode, res.body).toBe(200);
    const headers = await headersOf(buyer.userId);
    expect(await get('/api/user/team', headers)).toMatchObject({
      level: 2,
      boss_level: 30,
      own_rate_bps: 600,
    });
    const history = await get('/api/integral/active', headers);
    expect(history).toMatchObject({ total: 1 });
    expect(history.list[0]).toMatchObject({
      kind: 'points',
      type: 2,
      amount: String(15n * MDS),
      spend: String(250n * MDS),
      rate_bps: 600,
      level: 2,
    });
    // The game lowers the boss level (a reset role): the level follows.
    await setGameRole(t, buyer.userId, { boss_level: 12 });
    expect(await get('/api/user/team', headers)).toMatchObject({ level: 1, boss_level: 12, own_rate_bps: 0 });
  });

  it('claims all points once per 7 days: refused 1 ms before, paid exactly at 7 days', async () => {
    const user = await legionUser(t.database.db);
    const headers = await headersOf(user.id);
    const claim = () => t.app.inject({ method: 'POST', url: '/api/receive/mds', headers });
    const nothing = await claim();
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().msg).toBe('There are no points to claim.');

    await addPoints(user.id, 5n * MDS + 7n, new Date().toISOString(), 'x:1');
    expect(await get('/api/user/brp/active', headers)).toMatchObject({
      claimable: String(5n * MDS + 7n),
      can_claim: true,
    });
    const first = await claim();
    expect(first.statusCode, first.body).toBe(200);
    const paid = first.json().data;
    expect(paid).toMatchObject({
      amount: String(5n * MDS + 7n),
      coin: 'MDS',
      balance: String(5n * MDS + 7n),
    });
    const account = await get('/api/user/brp/active', headers);
    expect(account).toMatchObject({ claimable: '0', claimed: String(5n * MDS + 7n), can_claim: false });
    expect(account.next_claim_at).toBe(paid.next_claim_at);
    expect(new Date(paid.next_claim_at).getTime() - new Date(account.last_claim_at).getTime()).toBe(7 * DAY);

    await addPoints(user.id, 3n, new Date().toISOString(), 'x:2');
    // The boundary to the millisecond, on a fixed clock: 7 days minus 1 ms refused, 7 days paid.
    const lastAt = new Date(account.last_claim_at).getTime();
    const at = (ms: number) =>
      ({ db: t.database.db, clock: () => new Date(ms) }) as unknown as ServiceContext;
    await expect(claimPoints(at(lastAt + 7 * DAY - 1), user.id, 1)).rejects.toMatchObject({
      kind: 'tooManyRequests',
      messageKey: 'legionClaimTooSoon',
    });
    const second = await claimPoints(at(lastAt + 7 * DAY), user.id, 1);
    expect(second.amount).toBe('3');
    expect(second.next_claim_at).toBe(new Date(lastAt + 14 * DAY).toISOString());
    // Over HTTP, the refusal names the next time.
    const early = await claim();
    expect(early.statusCode).toBe(429);
    expect(early.json().msg).toMatch(/once every 7 days; try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(await availableOf(t.database.db, user.id, 1, 'MDS')).toBe(5n * MDS + 10n);
    const history = await get('/api/integral/active?limit=2', headers);
    expect(history.total).toBe(4);
    expect(history.list.map((e: { kind: string }) => e.kind)).toEqual(['claim', 'points']);
  });

  it('pays 50 parallel claims exactly once', async () => {
    const user = await legionUser(t.database.db);
    const headers = await headersOf(user.id);
    await addPoints(user.id, 42n * MDS, new Date(Date.now() - DAY).toISOString(), 'p:1');
    t.clock.advance(30 * DAY); // clear of the earlier test's clock moves
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: '/api/receive/mds', headers })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(49);
    expect(await availableOf(t.database.db, user.id, 1, 'MDS')).toBe(42n * MDS);
    const [row] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from ledger_entries where user_id = ${user.id} and reason = 'legion_claim'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row!.n).toBe(1);
  });

  it('ranks a UTC calendar month: the last millisecond counts, the next month’s first does not; own rank outside the top 100', async () => {
    const db = t.database.db;
    const me = await legionUser(db);
    const rival = await legionUser(db);
    await addPoints(me.id, 10n, '2025-03-31T23:59:59.999Z', 'm:1');
    await addPoints(me.id, 1_000n, '2025-04-01T00:00:00.000Z', 'm:2');
    await addPoints(rival.id, 9n, '2025-03-01T00:00:00.000Z', 'm:3');
    await addPoints(rival.id, 7n, '2025-02-28T23:59:59.999Z', 'm:4');
    const headers = await headersOf(me.id);
    const march = await get('/api/integral/rank?month=2025-03', headers);
    expect(march).toMatchObject({
      month: '2025-03',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
    });
    expect(march.list.map((e: { userid: number; points: string }) => [e.userid, e.points])).toEqual([
      [me.id, '10'],
      [rival.id, '9'],
    ]);
    expect(march.mine).toEqual({ rank: 1, points: '10' });

    // 101 others with more points in May: the top 100 is theirs, my place is 102.
    const others = await db.execute(sql`
      insert into users (invite_code, nickname) select 'RK' || n, 'R' || n from generate_series(1, 101) n returning id`);
    const ids = (others as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
    await db.execute(sql`
      insert into legion_points (user_id, type, points, spend, spender_id, coin, rate_bps, level, reference, created_at)
      select u, 2, 100 + i, 1, u, 'MDS', 600, 2, 'rk', '2025-05-10T00:00:00Z'
      from unnest(${`{${ids.join(',')}}`}::bigint[]) with ordinality as t(u, i)`);
    await addPoints(me.id, 50n, '2025-05-31T12:00:00Z', 'm:5');
    const may = await get('/api/integral/rank?month=2025-05', headers);
    expect(may.list).toHaveLength(100);
    expect(may.list[0]).toMatchObject({ rank: 1, points: '201', name: 'R101' });
    expect(may.mine).toEqual({ rank: 102, points: '50' });
    const empty = await get('/api/integral/rank?month=2024-01', headers);
    expect(empty).toMatchObject({ list: [], mine: { rank: null, points: '0' } });
    expect((await t.app.inject({ url: '/api/integral/rank?month=2025-13', headers })).statusCode).toBe(400);
  });
});
