import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, eggs } from '../src/db/schema.ts';
import { createPlayer } from '../src/modules/players/service.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const whole = (n: number) => BigInt(n) * 10n ** 18n;

describe.each(databaseKinds)('MEgg hatching (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const giveEgg = async (userId: number, hatchSeconds: number, element = 3) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/dev/game/egg',
        payload: { user_id: userId, element, hatch_seconds: hatchSeconds },
      })
    ).json().data as { id: number; progress: number };
  const myEggs = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/add/mdragon', headers })).json().data;

  it('hatches an egg into a dragon only after its hatch time, with progress on the way', async () => {
    const owner = await trader(t.database);
    const egg = await giveEgg(owner.userId, 3600);
    expect((await myEggs(owner.headers)).items[0]).toMatchObject({
      id: egg.id,
      progress: 0,
      dragon_id: null,
    });
    const early = await post(t, '/api/add/mdragon', owner.headers, { egg_id: egg.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toMatch(
      /^The egg is still hatching; try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    t.clock.advance(30 * 60_000);
    expect((await myEggs(owner.headers)).items[0].progress).toBe(50);
    t.clock.advance(30 * 60_000);
    const hatched = (await post(t, '/api/add/mdragon', owner.headers, { egg_id: egg.id })).json().data;
    expect(hatched).toMatchObject({ egg_id: egg.id, name: '青風龍', element: 3 });
    const [dragon] = await t.database.db.select().from(assets).where(eq(assets.id, hatched.dragon_id));
    expect(dragon).toMatchObject({
      kind: 4,
      ownerId: owner.userId,
      location: 2,
      level: 1,
      dragonState: 0,
      hp: 1220,
      att: 185,
    });
    expect((await myEggs(owner.headers)).items[0]).toMatchObject({
      progress: 100,
      dragon_id: hatched.dragon_id,
    });
    const dragons = (
      await t.app.inject({ method: 'GET', url: '/api/user/dragons', headers: owner.headers })
    ).json();
    expect(dragons.data.items.map((d: { id: number }) => d.id)).toEqual([hatched.dragon_id]);
  });

  it('makes exactly one dragon per egg under 50 parallel requests', async () => {
    const owner = await trader(t.database);
    const egg = await giveEgg(owner.userId, 0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t, '/api/add/mdragon', owner.headers, { egg_id: egg.id })),
    );
    const ids = new Set(answers.map((a) => a.json().data?.dragon_id));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const owned = await t.database.db.select().from(assets).where(eq(assets.ownerId, owner.userId));
    expect(owned).toHaveLength(1);
  });

  it('refuses bad input, someone else’s egg, an inactive account and an online game', async () => {
    const owner = await trader(t.database);
    const stranger = await trader(t.database);
    const egg = await giveEgg(owner.userId, 0);
    for (const [payload, msg] of [
      [{}, 'Choose an egg.'],
      [{ egg_id: 'x' }, 'Choose an egg.'],
      [{ egg_id: -1 }, 'Choose an egg.'],
    ] as const) {
      const res = await post(t, '/api/add/mdragon', owner.headers, payload);
      expect([res.statusCode, res.json().msg]).toEqual([400, msg]);
    }
    const theirs = await post(t, '/api/add/mdragon', stranger.headers, { egg_id: egg.id });
    expect([theirs.statusCode, theirs.json().msg]).toEqual([404, 'No such egg.']);
    const inactive = await trader(t.database, { activated: false });
    const inactiveEgg = await giveEgg(inactive.userId, 0);
    expect((await post(t, '/api/add/mdragon', inactive.headers, { egg_id: inactiveEgg.id })).json().msg).toBe(
      'Please top up 1 MDV first to activate your account.',
    );
    await setGameRole(t, owner.userId, { online: true });
    expect((await post(t, '/api/add/mdragon', owner.headers, { egg_id: egg.id })).json().msg).toBe(
      'Asset actions are blocked while the game is online.',
    );
    const [row] = await t.database.db.select().from(eggs).where(eq(eggs.id, egg.id));
    expect(row!.dragonAssetId).toBeNull();
  });
});

describe.each(databaseKinds)('artifacts (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/artifact/list', headers: { language: 'EN-US', ...headers } });

  it('activates artifacts per role, paying once, and adds their effect to that role only', async () => {
    const user = await trader(t.database, { balances: { MDS: whole(1500) } });
    await createPlayer(t.database.db, user.userId, 2, undefined);
    const first = (await list(user.headers)).json().data;
    expect(first.server_id).toBe(1);
    expect(first.items).toHaveLength(6);
    expect(first.items[0]).toMatchObject({
      id: 1,
      price: whole(200).toString(),
      effects: { hp: 500 },
      activated: false,
    });
    expect(first.bonus).toEqual({});

    await post(t, '/api/artifact/activate', user.headers, { artifact_id: 1 });
    const after = (await post(t, '/api/artifact/activate', user.headers, { artifact_id: 6 })).json().data;
    expect(after.bonus).toEqual({ hp: 1300, att: 800 });
    expect(
      after.items.filter((i: { activated: boolean }) => i.activated).map((i: { id: number }) => i.id),
    ).toEqual([1, 6]);
    const again = await post(t, '/api/artifact/activate', user.headers, { artifact_id: 1 });
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      'This role has already activated this artifact.',
    ]);
    const server2 = { ...user.headers, serverid: '2' };
    expect((await list(server2)).json().data).toMatchObject({ server_id: 2, bonus: {} });
    const poor = await post(t, '/api/artifact/activate', server2, { artifact_id: 6 });
    expect([poor.statusCode, poor.json().msg]).toEqual([400, 'insufficient available balance']);
    expect((await list(server2)).json().data.bonus).toEqual({});
    const info = (await t.app.inject({ method: 'GET', url: '/api/user/info', headers: user.headers })).json()
      .data;
    expect(info.coins.MDS).toBe(whole(300).toString());
  });

  it('refuses bad input, no role, and the game online, spending nothing', async () => {
    const noRole = await trader(t.database, { server: null, balances: { MDS: whole(1000) } });
    const user = { ...noRole, headers: { ...noRole.headers, serverid: '1' } };
    const none = await list(user.headers);
    expect([none.statusCode, none.json().msg]).toEqual([404, 'You have no role, create one?']);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    for (const payload of [{}, { artifact_id: 99 }, { artifact_id: '1' }]) {
      const res = await post(t, '/api/artifact/activate', user.headers, payload);
      expect([res.statusCode, res.json().msg]).toEqual([400, 'No such artifact.']);
    }
    await setGameRole(t, user.userId, { online: true });
    expect((await post(t, '/api/artifact/activate', user.headers, { artifact_id: 1 })).json().msg).toBe(
      'Asset actions are blocked while the game is online.',
    );
    const info = (await t.app.inject({ method: 'GET', url: '/api/user/info', headers: user.headers })).json()
      .data;
    expect(info.coins.MDS).toBe(whole(1000).toString());
  });
});
