import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { makeAsset, post, trader, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const unit = 10n ** 18n;
const whole = (n: number) => BigInt(n) * unit;

describe.each(databaseKinds)('dragon activation, level and refine (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const dragonOf = (ownerId: number, overrides: Partial<typeof assets.$inferInsert> = {}) =>
    makeAsset(t.database, ownerId, {
      kind: 4,
      name: '赤焰龍',
      tokenId: null,
      grade: null,
      camp: null,
      profession: null,
      stage: null,
      element: null,
      star: null,
      strength: null,
      level: 1,
      refineLevel: 0,
      teamHp: 6200,
      teamAttack: 740,
      dragonState: 0,
      ...overrides,
    });
  const balances = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/info', headers })).json().data.coins;
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/user/dragons/${id}` })).json().data;

  it('activates a dragon once for 50 MDS (bgg: 50 HFH), then levels and refines it; skills unlock at 4, 8, 12', async () => {
    const owner = await trader(t.database, { balances: { MDS: whole(1000), HFH: whole(50) } });
    const dragon = await dragonOf(owner.userId);
    const before = await detail(dragon.id);
    expect(before.dragon.state).toBe(0);
    expect((await post(t, `/api/user/dragons/${dragon.id}/level`, owner.headers)).json().msg).toBe(
      'Activate this dragon first.',
    );
    const activated = (await post(t, `/api/user/active/${dragon.id}`, owner.headers)).json();
    expect(activated.data).toMatchObject({ state: 1, cost: whole(50).toString(), coin: 'MDS' });
    const again = await post(t, `/api/user/active/${dragon.id}`, owner.headers);
    expect([again.statusCode, again.json().msg]).toEqual([409, 'This dragon is already activated.']);
    expect((await balances(owner.headers)).MDS).toBe(whole(950).toString());

    const other = await dragonOf(owner.userId);
    const bgg = (await post(t, `/api/user/bgg/active/${other.id}`, owner.headers)).json();
    expect(bgg.data).toMatchObject({ state: 1, cost: whole(50).toString(), coin: 'HFH' });
    expect((await balances(owner.headers)).HFH).toBe('0');

    // Levels 1 → 4 cost 10 + 20 + 30 MDS and unlock the first skill.
    expect((await detail(dragon.id)).skills.length).toBe(0);
    for (let level = 2; level <= 4; level += 1) {
      const res = (await post(t, `/api/user/dragons/${dragon.id}/level`, owner.headers)).json();
      expect([res.data.level, res.data.cost]).toEqual([level, whole((level - 1) * 10).toString()]);
    }
    const refined = (await post(t, `/api/user/dragons/${dragon.id}/refine`, owner.headers)).json().data;
    expect(refined).toMatchObject({ refine_level: 1, level: 4, cost: whole(20).toString() });
    expect([refined.team_hp, refined.team_attack]).toEqual([5000 + 4 * 1200 + 800, 600 + 4 * 140 + 90]);
    expect((await balances(owner.headers)).MDS).toBe(whole(950 - 60 - 20).toString());
    const shown = await detail(dragon.id);
    expect([shown.level, shown.dragon.refine_level, shown.dragon.team_hp]).toEqual([4, 1, refined.team_hp]);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it('shows which skills a dragon has unlocked by its level', async () => {
    const owner = await trader(t.database, { balances: { MDS: whole(1000) } });
    const egg = (
      await t.app.inject({
        method: 'POST',
        url: '/api/dev/game/egg',
        payload: { user_id: owner.userId, element: 2, hatch_seconds: 0 },
      })
    ).json().data;
    const hatched = (await post(t, '/api/add/mdragon', owner.headers, { egg_id: egg.id })).json().data;
    await t.database.db
      .update(assets)
      .set({ level: 8, dragonState: 1 })
      .where(eq(assets.id, hatched.dragon_id));
    const skills = (await detail(hatched.dragon_id)).skills as { unlock_level: number; unlocked: boolean }[];
    expect(skills.map((s) => [s.unlock_level, s.unlocked])).toEqual([
      [4, true],
      [8, true],
      [12, false],
    ]);
  });

  it('refuses every bad request with a clear message and spends nothing', async () => {
    const owner = await trader(t.database, { balances: { MDS: whole(40) } });
    const stranger = await trader(t.database, { balances: { MDS: whole(1000) } });
    const dragon = await dragonOf(owner.userId);
    const card = await makeAsset(t.database, owner.userId);
    const maxed = await dragonOf(owner.userId, { dragonState: 1, level: 15, refineLevel: 10 });
    const onSale = await dragonOf(owner.userId, { status: 1 });
    const inWallet = await dragonOf(owner.userId, { location: 1 });
    const cases: [string, Record<string, string>, number, string][] = [
      [`/api/user/active/${dragon.id}`, owner.headers, 400, 'insufficient available balance'],
      [`/api/user/active/${dragon.id}`, stranger.headers, 403, 'This asset is not yours.'],
      [`/api/user/active/${card.id}`, owner.headers, 404, 'No such dragon.'],
      ['/api/user/active/999999999', owner.headers, 404, 'No such dragon.'],
      ['/api/user/active/abc', owner.headers, 400, 'Invalid input: id'],
      [`/api/user/dragons/${maxed.id}/level`, owner.headers, 409, 'The dragon is at its highest level.'],
      [
        `/api/user/dragons/${maxed.id}/refine`,
        owner.headers,
        409,
        'The dragon is at its highest refine level.',
      ],
      [`/api/user/active/${onSale.id}`, owner.headers, 409, 'The asset is on sale; cancel the sale first.'],
      [
        `/api/user/active/${inWallet.id}`,
        owner.headers,
        409,
        'NFT already transferred out; return it before proceeding.',
      ],
    ];
    for (const [url, headers, status, msg] of cases) {
      const res = await post(t, url, headers);
      expect([url, res.statusCode, res.json().msg]).toEqual([url, status, msg]);
    }
    const inactive = await trader(t.database, { activated: false, balances: { MDS: whole(100) } });
    const theirs = await dragonOf(inactive.userId);
    expect((await post(t, `/api/user/active/${theirs.id}`, inactive.headers)).json().msg).toBe(
      'Please top up 1 MDV first to activate your account.',
    );
    await setGameRole(t, owner.userId, { online: true });
    expect((await post(t, `/api/user/active/${dragon.id}`, owner.headers)).json().msg).toBe(
      'Asset actions are blocked while the game is online.',
    );
    expect((await balances(owner.headers)).MDS).toBe(whole(40).toString());
    expect((await detail(dragon.id)).dragon.state).toBe(0);
  });

  it('activates once under 50 parallel requests, paying once', async () => {
    const owner = await trader(t.database, { balances: { MDS: whole(1000) } });
    const dragon = await dragonOf(owner.userId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t, `/api/user/active/${dragon.id}`, owner.headers)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect((await balances(owner.headers)).MDS).toBe(whole(950).toString());
  });
});
