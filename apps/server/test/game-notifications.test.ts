import type { GameAssetData } from '@yuanlong/shared/game-protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, players } from '../src/db/schema.ts';
import { bossLevelOf, isRoleInGame } from '../src/game/gateway.ts';
import { createRoleStateGateway } from '../src/game/role-states.ts';
import { createPlayer } from '../src/modules/players/service.ts';
import { databaseKinds } from './support/databases.ts';
import { nextSeq, postNotification, setGameRole } from './support/game.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const card: GameAssetData = {
  kind: 1,
  name: 'Loot Blade',
  number: 7_100_001,
  grade: 3,
  star: 2,
  level: 1,
  power: 1200,
  token_id: null,
};

let n = 0;
const role = (userId: number, serverId = 1) => ({ user_id: userId, server_id: serverId });
const base = (userId: number, serverId = 1, seq = nextSeq()) => ({
  id: `recv-${process.pid}-${++n}`,
  seq,
  occurred_at: new Date().toISOString(),
  role: role(userId, serverId),
});

/** The market's receiver of the game's notifications (POST /api/game/notifications). */
describe.each(databaseKinds)('game notifications received by the market (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const info = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/info', headers })).json().data;

  it('refuses a missing, wrong, altered or expired signature and changes nothing', async () => {
    const user = await signedInUser(t.database);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    const online = { ...base(user.userId), type: 'role.online', online: true };
    const cases = [
      [{ signature: null }, 'missing'],
      [{ signature: 't=1,v1=zz' }, 'malformed'],
      [{ secret: 'another-secret-0123456789abcdef-0123' }, 'mismatch'],
      [{ nowS: Math.floor(Date.now() / 1000) - 301 }, 'expired'],
    ] as const;
    for (const [options, reason] of cases) {
      const res = await postNotification(t, online, options);
      expect([res.statusCode, res.json()]).toEqual([401, { error: 'signature', reason }]);
    }
    const raw = JSON.stringify(online);
    const { signGameMessage } = await import('@yuanlong/shared/game-signature');
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/game/notifications',
      headers: {
        'content-type': 'application/json',
        'yuanlong-signature': signGameMessage('test-game-secret-0123456789abcdef-0123456789', raw),
      },
      payload: raw.replace('true', 'false '),
    });
    expect(altered.json()).toEqual({ error: 'signature', reason: 'mismatch' });
    expect((await info(user.headers)).is_online).toBe(false);
  });

  it('applies a notification once: a replay is answered duplicate and changes nothing', async () => {
    const user = await signedInUser(t.database);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    const gained = {
      ...base(user.userId),
      type: 'inventory.changed',
      changes: [{ op: 'gained', game_item_id: 'loot-1', asset: card }],
    };
    const first = await postNotification(t, gained);
    expect(first.statusCode).toBe(200);
    const assetIds = first.json().asset_ids as number[];
    expect(first.json()).toEqual({ id: gained.id, status: 'applied', asset_ids: [expect.any(Number)] });
    // The same delivery again (the game's retry, or a captured request replayed within 300 s).
    const again = await Promise.all([postNotification(t, gained), postNotification(t, gained)]);
    for (const res of again)
      expect(res.json()).toEqual({ id: gained.id, status: 'duplicate', asset_ids: assetIds });
    const owned = await t.database.db
      .select({ id: assets.id, serverId: assets.serverId })
      .from(assets)
      .where(eq(assets.ownerId, user.userId));
    expect(owned.map((a) => a.id)).toEqual(assetIds);
    // A gained asset is the role's: on the notification's server.
    expect(new Set(owned.map((a) => a.serverId))).toEqual(new Set([gained.role.server_id]));
  });

  it('ignores role state older than what it has, per state, and reads it per role', async () => {
    const user = await signedInUser(t.database);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    await createPlayer(t.database.db, user.userId, 2, undefined);
    const newer = nextSeq() + 10;
    const send = async (body: Record<string, unknown>) => (await postNotification(t, body)).json().status;
    expect(await send({ ...base(user.userId, 1, newer), type: 'role.online', online: true })).toBe('applied');
    // Older than the online flag it has: stale. The boss level has its own order.
    expect(await send({ ...base(user.userId, 1, newer - 5), type: 'role.online', online: false })).toBe(
      'stale',
    );
    expect(await send({ ...base(user.userId, 1, newer - 4), type: 'role.boss_level', boss_level: 31 })).toBe(
      'applied',
    );
    expect(await send({ ...base(user.userId, 1, newer - 6), type: 'role.boss_level', boss_level: 2 })).toBe(
      'stale',
    );
    expect(
      await t.app.inject({ url: `/api/dev/game/roles?user_id=${user.userId}` }).then((r) => r.json().data),
    ).toEqual({
      user_id: user.userId,
      roles: [
        { server_id: 1, online: true, boss_level: 31 },
        { server_id: 2, online: false, boss_level: 0 },
      ],
    });
    expect((await info(user.headers)).is_online).toBe(true);
    expect(await bossLevelOf(createRoleStateGateway(t.database.db), user.userId)).toBe(31);
    expect(await send({ ...base(user.userId, 1, newer + 1), type: 'role.online', online: false })).toBe(
      'applied',
    );
    expect((await info(user.headers)).is_online).toBe(false);
  });

  it('creates the role a game made, keeps one the market has, and refuses unknown users and servers', async () => {
    const user = await signedInUser(t.database);
    const created = await postNotification(t, {
      ...base(user.userId, 2),
      type: 'role.created',
      name: `G${user.userId}`,
    });
    expect(created.json().status).toBe('applied');
    const rows = await t.database.db
      .select({ name: players.name })
      .from(players)
      .where(and(eq(players.userId, user.userId), eq(players.serverId, 2)));
    expect(rows).toEqual([{ name: `G${user.userId}` }]);
    const twice = await postNotification(t, { ...base(user.userId, 2), type: 'role.created', name: 'Other' });
    expect(twice.json().status).toBe('applied');
    const unknownUser = await postNotification(t, {
      ...base(987_654_321),
      type: 'role.online',
      online: true,
    });
    expect([unknownUser.statusCode, unknownUser.json().error]).toEqual([409, 'unknown_role']);
    const unknownServer = await postNotification(t, {
      ...base(user.userId, 999),
      type: 'role.online',
      online: true,
    });
    expect([unknownServer.statusCode, unknownServer.json().error]).toEqual([422, 'unknown_server']);
    const invalid = await postNotification(t, {
      ...base(user.userId),
      type: 'role.boss_level',
      boss_level: 1000,
    });
    expect([invalid.statusCode, invalid.json().error]).toEqual([422, 'invalid']);
    // A refused notification is not recorded: the same id is taken once it can apply.
    const noRoleYet = {
      ...base(user.userId, 3),
      type: 'inventory.changed',
      changes: [{ op: 'gained', game_item_id: 'x', asset: card }],
    };
    expect((await postNotification(t, noRoleYet)).statusCode).toBe(409);
    await createPlayer(t.database.db, user.userId, 3, undefined);
    expect((await postNotification(t, noRoleYet)).json().status).toBe('applied');
  });

  it('changes and consumes only what the role holds free in the market; a listed asset stays', async () => {
    // The trader has a role on server 1, where makeAsset puts game assets.
    const seller = await trader(t.database);
    const other = await signedInUser(t.database);
    const free = await makeAsset(t.database, seller.userId);
    const listed = await makeAsset(t.database, seller.userId);
    const theirs = await makeAsset(t.database, other.userId);
    const sell = await post(t, `/api/card/sell/${listed.id}`, seller.headers, { price: '100', coin: 'MDS' });
    expect(sell.json().code).toBe(200);
    const res = await postNotification(t, {
      ...base(seller.userId),
      type: 'inventory.changed',
      changes: [
        { op: 'changed', asset_id: free.id, asset: { ...card, level: 9 } },
        { op: 'consumed', asset_id: listed.id },
        { op: 'consumed', asset_id: theirs.id },
        { op: 'consumed', asset_id: 987_654_321 },
      ],
    });
    expect(res.json()).toEqual({
      id: expect.any(String),
      status: 'applied',
      skipped: [
        { index: 1, reason: 'locked_in_market' },
        { index: 2, reason: 'not_held' },
        { index: 3, reason: 'not_held' },
      ],
    });
    const level = async (id: number) =>
      (await t.database.db.select().from(assets).where(eq(assets.id, id)))[0]?.level;
    expect(await level(free.id)).toBe(9);
    expect(await level(listed.id)).toBeDefined();
    expect(await level(theirs.id)).toBeDefined();
    // Consumed with a market past (a sale listing names it): kept for that history, never tradable again.
    await post(t, `/api/card/cancel/${listed.id}`, seller.headers, {});
    const consumed = await postNotification(t, {
      ...base(seller.userId),
      type: 'inventory.changed',
      changes: [
        { op: 'consumed', asset_id: listed.id },
        { op: 'consumed', asset_id: free.id },
      ],
    });
    expect(consumed.json().skipped).toBeUndefined();
    const [kept] = await t.database.db.select().from(assets).where(eq(assets.id, listed.id));
    expect(kept?.status).toBe(6);
    expect(await t.database.db.select().from(assets).where(eq(assets.id, free.id))).toEqual([]);
  });

  it('blocks selling while the role of the asset’s server is online, not while another role is', async () => {
    const player = await trader(t.database);
    const own = await makeAsset(t.database, player.userId);
    const other = await makeAsset(t.database, player.userId);
    const sell = (id: number) =>
      post(t, `/api/card/sell/${id}`, player.headers, { price: '100', coin: 'MDS' });
    // Another server's role in the game does not block the server-1 role.
    await setGameRole(t, player.userId, { online: true }, 3);
    expect((await sell(other.id)).json().code).toBe(200);
    await setGameRole(t, player.userId, { online: true }, 1);
    expect((await sell(own.id)).json()).toEqual({
      code: 403,
      msg: 'Asset actions are blocked while the game is online.',
      data: null,
    });
    await setGameRole(t, player.userId, { online: false }, 1);
    expect((await sell(own.id)).json().code).toBe(200);
  });

  it('development role route: 404 without a role, 400 on bad input, 503 with no game linked', async () => {
    const user = await signedInUser(t.database);
    const setRole = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/dev/game/role', payload, headers: { language: 'EN-US' } });
    const noRole = await setRole({ user_id: user.userId, server_id: 1, online: true });
    expect([noRole.statusCode, noRole.json().msg]).toEqual([404, 'You have no role, create one?']);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    for (const [payload, field] of [
      [{ user_id: user.userId, boss_level: -1 }, 'boss_level'],
      [{ user_id: user.userId, online: 'yes' }, 'online'],
      [{ online: true }, 'address'],
    ] as const) {
      const res = await setRole(payload);
      expect([res.statusCode, res.json().msg]).toEqual([400, `Invalid input: ${field}`]);
    }
    expect((await setRole({ user_id: user.userId, online: true })).statusCode).toBe(503);
    expect((await info(user.headers)).is_online).toBe(false);
    expect(await isRoleInGame(createRoleStateGateway(t.database.db), user.userId, 1)).toBe(false);
  });
});
