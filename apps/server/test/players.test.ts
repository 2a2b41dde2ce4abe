import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOutbox, gameServers, users } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('roles per game server on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.database.db.insert(gameServers).values({ serverId: 9, name: 'S9 closed', isOpen: false });
  });
  afterAll(() => t.close());

  const create = (
    headers: Record<string, string>,
    serverId: number | string,
    payload?: object,
    language = 'EN-US',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/create_player/${serverId}`,
      headers: { language, ...headers },
      ...(payload ? { payload } : {}),
    });
  const list = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/players', headers: { language: 'EN-US', ...headers } })).json();
  const currentServer = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/info', headers })).json().data.current_server_id;

  it('starts with no role and no current server', async () => {
    const { headers } = await signedInUser(t.database);
    expect(await list(headers)).toEqual({ code: 200, msg: 'Success', data: [] });
    expect(await currentServer(headers)).toBe(0);
  });

  it('creates a role, lists it with the server name and makes its server the current one', async () => {
    const { headers } = await signedInUser(t.database);
    const res = await create(headers, 2, { name: '  Azure  ' });
    expect(res.statusCode).toBe(200);
    const { player, current_server_id } = res.json().data;
    expect(player).toMatchObject({ server_id: 2, server_name: 'S2 白虎', name: 'Azure' });
    expect(current_server_id).toBe(2);
    expect(await currentServer(headers)).toBe(2);

    // A second role on another server keeps the current server.
    const second = (await create(headers, 1, { name: 'Jade' })).json().data;
    expect(second.current_server_id).toBe(2);
    const roles = (await list(headers)).data;
    expect(roles.map((r: { server_id: number; name: string }) => [r.server_id, r.name])).toEqual([
      [1, 'Jade'],
      [2, 'Azure'],
    ]);
    expect(Number.isNaN(Date.parse(roles[0].created_at))).toBe(false);

    // The game hears of each role through the outbox, written with the role.
    const userId = (await t.app.inject({ url: '/api/user/info', headers })).json().data.userid;
    const commands = await t.database.db.select().from(gameOutbox).where(eq(gameOutbox.type, 'role.create'));
    expect(
      commands.filter((c) => 'role' in c.command && c.command.role.user_id === userId).map((c) => c.command),
    ).toEqual([
      { type: 'role.create', role: { user_id: userId, server_id: 2 }, name: 'Azure' },
      { type: 'role.create', role: { user_id: userId, server_id: 1 }, name: 'Jade' },
    ]);
  });

  it('refuses a role name with invisible or direction characters, and takes the NFKC form', async () => {
    const { headers } = await signedInUser(t.database);
    for (const name of ['Az\u200Bure', '\u202Eeruza', 'Hero\u0007']) {
      const res = await create(headers, 3, { name });
      expect(res.json()).toEqual({
        code: 400,
        msg: 'A name cannot contain control, invisible or text-direction characters',
        data: null,
      });
    }
    expect((await list(headers)).data).toEqual([]);
    const res = await create(headers, 3, { name: 'Ｎｆｋｃ９' });
    expect(res.json().data.player).toMatchObject({ server_id: 3, name: 'Nfkc9' });
  });

  it.each([
    ['EN-US', 'You already have a role on this server; one role per server.'],
    ['ZH-TW', '您在該伺服器已有角色，每個伺服器只能創建一個角色'],
  ])('refuses a second role on the same server with 409 (%s)', async (language, msg) => {
    const { headers } = await signedInUser(t.database);
    expect((await create(headers, 3, { name: `First${language}` })).statusCode).toBe(200);
    const res = await create(headers, 3, { name: 'Second' }, language);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 409, msg, data: null });
    expect((await list(headers)).data).toHaveLength(1);
  });

  it('gives exactly one role when two creations race on the same server', async () => {
    const { headers } = await signedInUser(t.database);
    const answers = await Promise.all([
      create(headers, 1, { name: 'RaceA' }),
      create(headers, 1, { name: 'RaceB' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await list(headers)).data).toHaveLength(1);
  });

  it.each([
    ['EN-US', 'This server does not exist or is not open.'],
    ['ZH-TW', '該伺服器不存在或未開放'],
  ])('refuses an unknown or closed server with 404 (%s)', async (language, msg) => {
    const { headers } = await signedInUser(t.database);
    for (const serverId of [404, 9]) {
      const res = await create(headers, serverId, {}, language);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg, data: null });
    }
    expect((await create(headers, 'abc', {})).statusCode).toBe(400);
    expect((await list(headers)).data).toEqual([]);
  });

  it('refuses a name used on the same server (any case), allows it on another', async () => {
    const a = await signedInUser(t.database);
    const b = await signedInUser(t.database);
    expect((await create(a.headers, 1, { name: 'Dragon' })).statusCode).toBe(200);
    const res = await create(b.headers, 1, { name: 'DRAGON' });
    expect(res.json()).toEqual({
      code: 409,
      msg: 'This role name is already used on this server.',
      data: null,
    });
    expect((await create(b.headers, 2, { name: 'Dragon' })).statusCode).toBe(200);
  });

  it.each([
    ['EN-US', 'x'.repeat(13), 'Role name length cannot exceed 12'],
    ['ZH-TW', '青龍白虎朱雀玄武麒麟鳳凰龜', '角色名稱長度不能超過12'],
    ['EN-US', '   ', 'Please enter a role name'],
  ])('validates the name (%s, %s)', async (language, name, msg) => {
    const { headers } = await signedInUser(t.database);
    const res = await create(headers, 1, { name }, language);
    expect(res.json()).toEqual({ code: 400, msg, data: null });
  });

  it('names the role after the nickname, else Hero{userid}, when no name is sent (also with no body)', async () => {
    const a = await signedInUser(t.database);
    await t.database.db.update(users).set({ nickname: 'Nick' }).where(eq(users.id, a.userId));
    expect((await create(a.headers, 1, {})).json().data.player.name).toBe('Nick');
    const b = await signedInUser(t.database);
    const res = await create(b.headers, 1);
    expect(res.json().msg).toBe('Success');
    expect(res.json().data.player.name).toBe(`Hero${b.userId}`);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/user/players' })).statusCode).toBe(401);
    expect((await create({}, 1, {})).statusCode).toBe(401);
  });
});
