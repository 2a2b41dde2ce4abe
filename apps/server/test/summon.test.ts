import { randomBytes } from 'node:crypto';
import { SUMMON_TIERS } from '@yuanlong/shared/summon';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { assets, summons, summonTickets } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/session-service.ts';
import { credit } from '../src/modules/ledger/ledger.ts';
import { drawHero } from '../src/modules/summon/service.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { legionUser, pointsOfUser } from './support/legion.ts';
import { post, trader, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const MDS = (whole: number) => BigInt(whole) * 10n ** 18n;

describe('summon draw', () => {
  it('keeps the odds per grade tier over 10,000 draws (within 4 standard deviations)', () => {
    const n = 10_000;
    const tiers = new Map<number, number>();
    const grades = new Map<number, number>();
    for (let i = 0; i < n; i += 1) {
      const hero = drawHero(randomBytes(32).toString('hex'), i % 10);
      tiers.set(hero.tier, (tiers.get(hero.tier) ?? 0) + 1);
      grades.set(hero.grade, (grades.get(hero.grade) ?? 0) + 1);
      const tier = SUMMON_TIERS.find((t) => t.tier === hero.tier)!;
      expect(hero.grade).toBeGreaterThanOrEqual(tier.grades[0]);
      expect(hero.grade).toBeLessThanOrEqual(tier.grades[1]);
    }
    expect(SUMMON_TIERS.reduce((sum, t) => sum + t.bps, 0)).toBe(10_000);
    for (const tier of SUMMON_TIERS) {
      const p = tier.bps / 10_000;
      const sigma = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((tiers.get(tier.tier) ?? 0) - n * p)).toBeLessThan(4 * sigma);
    }
    // Within the most common tier, each grade gets its fifth.
    for (let grade = 1; grade <= 5; grade += 1) {
      const p = 0.6 / 5;
      expect(Math.abs((grades.get(grade) ?? 0) - n * p)).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)));
    }
  });

  it('is a pure function of the seed and the index', () => {
    const seed = 'ab'.repeat(32);
    expect(drawHero(seed, 3)).toEqual(drawHero(seed, 3));
    expect(drawHero(seed, 3)).not.toEqual(drawHero(seed, 4));
  });
});

describe.each(databaseKinds)('summon heroes (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const summon = (headers: Record<string, string>, payload: object) =>
    post(t, '/api/user/summon', headers, payload);
  const balance = async (headers: Record<string, string>) =>
    BigInt((await t.app.inject({ method: 'GET', url: '/api/user/summon', headers })).json().data.balance);
  const heroCount = async (userId: number) =>
    (await t.database.db.select({ id: assets.id }).from(assets).where(eq(assets.ownerId, userId))).length;

  it('shows odds and prices before paying', async () => {
    const user = await trader(t.database, { balances: { MDS: MDS(5) } });
    const info = (
      await t.app.inject({ method: 'GET', url: '/api/user/summon', headers: user.headers })
    ).json().data;
    expect(info.tiers.map((x: { bps: number }) => x.bps)).toEqual([6000, 2500, 1000, 400, 100]);
    expect(info.prices).toEqual({ 1: MDS(100).toString(), 10: MDS(900).toString() });
    expect(info.tickets_per).toEqual({ 1: 1, 10: 10 });
    expect(info.balance).toBe(MDS(5).toString());
    expect(info.history).toEqual([]);
  });

  it('summons 1 and ×10 with MDS: heroes in the game, the stored seed reproduces them', async () => {
    const user = await trader(t.database, { balances: { MDS: MDS(1000) } });
    const one = (await summon(user.headers, { count: 1, pay: 'coin' })).json();
    expect(one.code).toBe(200);
    expect(one.data.heroes).toHaveLength(1);
    expect(one.data.cost).toBe(MDS(100).toString());
    const ten = (await summon(user.headers, { count: 10, pay: 'coin' })).json().data;
    expect(ten.heroes).toHaveLength(10);
    expect(await balance(user.headers)).toBe(0n);
    ten.heroes.forEach((hero: { grade: number; roll: number; camp: number }, i: number) => {
      const again = drawHero(ten.seed, i);
      expect([hero.grade, hero.roll, hero.camp]).toEqual([again.grade, again.roll, again.camp]);
    });
    const cards = (
      await t.app.inject({ method: 'GET', url: '/api/user/card/list?kind=hero', headers: user.headers })
    ).json().data.items as { id: number; location: number; grade: number }[];
    expect(cards.map((c) => c.id).sort()).toEqual(
      [...one.data.heroes, ...ten.heroes].map((h: { asset_id: number }) => h.asset_id).sort(),
    );
    expect(cards.every((c) => c.location === 2)).toBe(true);
    const [stored] = await t.database.db.select().from(summons).where(eq(summons.id, ten.id));
    expect(stored!.seed).toBe(ten.seed);
    expect(stored!.heroes).toEqual(ten.heroes);
    const info = (
      await t.app.inject({ method: 'GET', url: '/api/user/summon', headers: user.headers })
    ).json().data;
    expect(info.history.map((h: { id: number }) => h.id)).toEqual([ten.id, one.data.id]);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it('refuses without enough MDS or tickets, and every bad input, spending nothing', async () => {
    const user = await trader(t.database, { balances: { MDS: MDS(899) } });
    const cases: [object, number, string][] = [
      [{ count: 10, pay: 'coin' }, 400, 'insufficient available balance'],
      [{ count: 1, pay: 'ticket' }, 400, 'Not enough premium summon tickets.'],
      [{ count: 2, pay: 'coin' }, 400, 'Choose a single or a ×10 summon.'],
      [{ count: '1', pay: 'coin' }, 400, 'Choose a single or a ×10 summon.'],
      [{ count: 1, pay: 'gold' }, 400, 'Choose to pay with summon tickets or MDS.'],
      [{ count: 1 }, 400, 'Choose to pay with summon tickets or MDS.'],
    ];
    for (const [payload, status, msg] of cases) {
      const res = await summon(user.headers, payload);
      expect([res.statusCode, res.json().msg]).toEqual([status, msg]);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/user/summon', headers: user.headers });
    expect(none.statusCode).toBe(400);
    expect(await balance(user.headers)).toBe(MDS(899));
    expect(await heroCount(user.userId)).toBe(0);
    expect(await t.database.db.select().from(summons).where(eq(summons.userId, user.userId))).toEqual([]);

    const inactive = await trader(t.database, { activated: false, balances: { MDS: MDS(100) } });
    expect((await summon(inactive.headers, { count: 1, pay: 'coin' })).json().msg).toBe(
      'Please top up 1 MDV first to activate your account.',
    );
    const playing = await trader(t.database, { balances: { MDS: MDS(100) } });
    await setGameRole(t, playing.userId, { online: true });
    expect((await summon(playing.headers, { count: 1, pay: 'coin' })).json()).toEqual({
      code: 403,
      msg: 'Asset actions are blocked while the game is online.',
      data: null,
    });
    expect(await balance(playing.headers)).toBe(MDS(100));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/summon',
      payload: { count: 1, pay: 'coin' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('summons with premium tickets: one per hero, never more than held', async () => {
    const user = await trader(t.database);
    await t.database.db.insert(summonTickets).values({ userId: user.userId, available: 11 });
    const ten = (await summon(user.headers, { count: 10, pay: 'ticket' })).json();
    expect([ten.code, ten.data.cost, ten.data.heroes.length]).toEqual([200, '10', 10]);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => summon(user.headers, { count: 1, pay: 'ticket' })),
    );
    expect(parallel.map((a) => a.json().code).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(parallel.find((a) => a.statusCode === 400)!.json().msg).toBe('Not enough premium summon tickets.');
    const info = (
      await t.app.inject({ method: 'GET', url: '/api/user/summon', headers: user.headers })
    ).json().data;
    expect(info.tickets).toBe(0);
    expect(await heroCount(user.userId)).toBe(11);
  });

  it('counts an MDS summon as legion spend (a Warrior earns 6%), a ticket summon not', async () => {
    const warrior = await legionUser(t.database.db, { boss: 30 });
    const headers = {
      authorization: `Bearer ${await createSession(t.database.db, warrior.id, 60_000)}`,
      serverid: '1',
    };
    await t.database.db.transaction((tx) =>
      credit(tx as never, {
        userId: warrior.id,
        serverId: 1,
        coin: 'MDS',
        amount: MDS(100),
        reason: 'demo_grant',
        reference: 't',
      }),
    );
    const res = (await summon(headers, { count: 1, pay: 'coin' })).json();
    expect(res.code).toBe(200);
    expect(await pointsOfUser(t.database.db, warrior.id)).toEqual([
      { type: 2, points: MDS(6).toString(), rate_bps: 600, level: 2, reference: `summon:${res.data.id}` },
    ]);
  });

  it('50 parallel summons spend exactly what there is: 20 heroes for 2,000 MDS', async () => {
    const user = await trader(t.database, { balances: { MDS: MDS(2000) } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => summon(user.headers, { count: 1, pay: 'coin' })),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 400)).toHaveLength(30);
    expect(await balance(user.headers)).toBe(0n);
    expect(await heroCount(user.userId)).toBe(20);
    const [row] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from ledger_entries where user_id = ${user.userId} and reason = 'summon'`,
    );
    expect(row!.n).toBe('20');
    expect(await unreconciled(t.database)).toEqual([]);
  });
});
