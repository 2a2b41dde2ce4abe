import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossLevelOf } from '../src/game/gateway.ts';
import { createHttpGameGateway } from '../src/game/http-gateway.ts';
import { createGameSimulator } from '../src/game/simulator.ts';
import { createPlayer } from '../src/modules/players/service.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { makeAsset, post, trader } from './support/market.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('game simulator (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const info = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/info', headers })).json().data;
  const setRole = (payload: unknown, language = 'EN-US') =>
    t.app.inject({
      method: 'POST',
      url: '/api/dev/game/role',
      payload: payload as object,
      headers: { language },
    });

  it('keeps each role offline at boss level 0 until the game changes it, per role', async () => {
    const user = await signedInUser(t.database);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    await createPlayer(t.database.db, user.userId, 2, undefined);
    const [address] = [(await info(user.headers)).address as string];
    const roles = await t.app.inject({ method: 'GET', url: `/api/dev/game/roles?address=${address}` });
    expect(roles.json().data).toEqual({
      user_id: user.userId,
      roles: [
        { server_id: 1, online: false, boss_level: 0 },
        { server_id: 2, online: false, boss_level: 0 },
      ],
    });
    expect((await info(user.headers)).is_online).toBe(false);

    // server_id defaults to the current server (the first role's).
    expect((await setRole({ address, boss_level: 31 })).json().data).toEqual({
      server_id: 1,
      online: false,
      boss_level: 31,
    });
    expect((await setRole({ user_id: user.userId, server_id: 2, online: true })).json().data).toEqual({
      server_id: 2,
      online: true,
      boss_level: 0,
    });
    // The user info is of one role: the Serverid one, else the current server (1).
    expect((await info(user.headers)).is_online).toBe(false);
    expect((await info({ ...user.headers, serverid: '2' })).is_online).toBe(true);
    const game = createGameSimulator(t.database.db);
    expect(await bossLevelOf(game, user.userId)).toBe(31);
    expect(await game.roleStates(user.userId)).toEqual([
      { serverId: 1, online: false, bossLevel: 31 },
      { serverId: 2, online: true, bossLevel: 0 },
    ]);
    await setRole({ user_id: user.userId, server_id: 2, online: false });
    expect((await info({ ...user.headers, serverid: '2' })).is_online).toBe(false);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const user = await signedInUser(t.database);
    const noRole = await setRole({ user_id: user.userId, server_id: 1, online: true });
    expect([noRole.statusCode, noRole.json().msg]).toEqual([404, 'You have no role, create one?']);
    await createPlayer(t.database.db, user.userId, 1, undefined);
    for (const [payload, field] of [
      [{ user_id: user.userId, boss_level: -1 }, 'boss_level'],
      [{ user_id: user.userId, boss_level: 1000 }, 'boss_level'],
      [{ user_id: user.userId, online: 'yes' }, 'online'],
      [{ online: true }, 'address'],
      [{ address: '0x12', online: true }, 'address'],
    ] as const) {
      const res = await setRole(payload);
      expect([res.statusCode, res.json().msg]).toEqual([400, `Invalid input: ${field}`]);
    }
    const unknown = await setRole({ user_id: 987_654, online: true });
    expect(unknown.statusCode).toBe(404);
    expect(await createGameSimulator(t.database.db).roleStates(user.userId)).toEqual([
      { serverId: 1, online: false, bossLevel: 0 },
    ]);
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
});

describe('game HTTP adapter (GAME_API_URL)', () => {
  let t: TestContext;
  let game: http.Server;
  let answer: { status: number; body: unknown } = { status: 200, body: { roles: [] } };
  const seen: { url?: string; authorization?: string }[] = [];

  beforeAll(async () => {
    // A stand-in for the game operator's API (docs/game-api.md) on a local port.
    game = http.createServer((req, res) => {
      seen.push({ url: req.url, authorization: req.headers.authorization });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => game.listen(0, '127.0.0.1', resolve));
    const { port } = game.address() as AddressInfo;
    t = await startTestApp('pglite', {
      env: {
        GAME_API_URL: `http://127.0.0.1:${port}/market/`,
        GAME_API_TOKEN: 'sekret',
        GAME_API_TIMEOUT_MS: '500',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => game.close(resolve));
  });

  it('asks the game for the roles’ state and blocks asset actions while it says online', async () => {
    const player = await trader(t.database);
    const own = await makeAsset(t.database, player.userId);
    answer = { status: 200, body: { roles: [{ server_id: 1, online: true, boss_level: 42 }] } };
    const sell = () => post(t, `/api/card/sell/${own.id}`, player.headers, { price: '100', coin: 'MDS' });
    expect((await sell()).json().msg).toBe('Asset actions are blocked while the game is online.');
    expect(seen.at(-1)).toEqual({
      url: `/market/users/${player.userId}/roles`,
      authorization: 'Bearer sekret',
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: player.headers });
    expect(info.json().data.is_online).toBe(true);

    answer = { status: 200, body: { roles: [{ server_id: 1, online: false, boss_level: 42 }] } };
    expect((await sell()).json().code).toBe(200);
  });

  it('refuses asset actions with 503 when the game does not answer properly', async () => {
    const player = await trader(t.database);
    const own = await makeAsset(t.database, player.userId);
    for (const bad of [
      { status: 500, body: {} },
      { status: 200, body: { roles: [{ server_id: 1 }] } },
    ]) {
      answer = bad;
      const res = await post(t, `/api/card/sell/${own.id}`, player.headers, { price: '100', coin: 'MDS' });
      expect([res.statusCode, res.json().msg]).toEqual([
        503,
        'The game server is unavailable; please try again later.',
      ]);
    }
    const unreachable = createHttpGameGateway({
      baseUrl: 'http://127.0.0.1:1',
      token: undefined,
      timeoutMs: 300,
    });
    await expect(unreachable.roleStates(1)).rejects.toMatchObject({ messageKey: 'gameUnavailable' });
  });

  it('has no simulator controls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/game/role',
      payload: { user_id: 1, online: true },
    });
    expect(res.statusCode).toBe(404);
  });
});
