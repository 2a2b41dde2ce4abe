import { GAME_LOGIN_CODE_MINUTES } from '@yuanlong/shared/game-login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLoginCodes, gameServers, users } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { post } from './support/market.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('game QR login on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.database.db.insert(gameServers).values({ serverId: 9, name: 'S9 closed', isOpen: false });
  });
  afterAll(() => t.close());

  let mails = 0;
  /** A signed-in user with a bound e-mail and a role named `name` on server 1 (unless `role` is false). */
  async function player(options: { email?: boolean; role?: string | false } = {}) {
    mails += 1;
    const n = mails;
    const user = await signedInUser(t.database);
    if (options.email !== false) {
      await t.database.db
        .update(users)
        .set({ email: `qr${n}-${Date.now()}@example.com` })
        .where(eq(users.id, user.userId));
    }
    if (options.role !== false) {
      const res = await post(t, '/api/user/create_player/1', user.headers, {
        name: options.role ?? `Qr${n}`,
      });
      expect(res.json().code).toBe(200);
    }
    return user;
  }
  const newCode = async (serverId = 1) => {
    const res = await post(t, '/api/dev/game/login-code', {}, { server_id: serverId });
    expect(res.json().code).toBe(200);
    return res.json().data as { code: string; state: string; expires_at: string };
  };
  const gameSees = async (code: string) =>
    (await t.app.inject({ url: `/api/dev/game/login-code/${code}` })).json().data;
  const confirm = (headers: Record<string, string>, code: string) =>
    post(t, '/api/user/game-login', headers, { code });
  const preview = (headers: Record<string, string>, code: string) =>
    t.app.inject({ url: `/api/user/game-login/${code}`, headers: { language: 'EN-US', ...headers } });
  const fail = async (res: Awaited<ReturnType<typeof confirm>>) => [res.statusCode, res.json().msg];

  it('the game makes a code for a server; the player sees their role there, confirms once, and the game lets that role in', async () => {
    const user = await player({ role: 'Moonblade' });
    const made = await newCode();
    expect(made.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(made.state).toBe('pending');
    const left = new Date(made.expires_at).getTime() - t.clock.now().getTime();
    expect(left).toBeGreaterThan(GAME_LOGIN_CODE_MINUTES * 60_000 - 10_000);
    expect(left).toBeLessThanOrEqual(GAME_LOGIN_CODE_MINUTES * 60_000);

    const seen = await preview(user.headers, made.code.toLowerCase());
    expect(seen.json().data).toMatchObject({
      code: made.code,
      server_id: 1,
      role_name: 'Moonblade',
      state: 'pending',
    });
    expect(await gameSees(made.code)).toMatchObject({ state: 'pending', user_id: null });

    const res = await confirm(user.headers, made.code);
    expect(res.json().data).toMatchObject({ state: 'confirmed', role_name: 'Moonblade' });
    expect(await gameSees(made.code)).toMatchObject({
      state: 'confirmed',
      user_id: user.userId,
      role_name: 'Moonblade',
    });
    // Single use: again, or by anyone else.
    const other = await player();
    expect([
      await fail(await confirm(user.headers, made.code)),
      await fail(await confirm(other.headers, made.code)),
    ]).toEqual([
      [409, 'This login code has already been used.'],
      [409, 'This login code has already been used.'],
    ]);
    expect(await gameSees(made.code)).toMatchObject({ user_id: user.userId });
  });

  it('refuses without a bound e-mail, without a role on the code’s server, an unknown, expired or malformed code; nothing is bound', async () => {
    const noEmail = await player({ email: false });
    const noRole = await player({ role: false });
    const user = await player();
    const code = (await newCode()).code;
    const tw = await t.app.inject({
      method: 'POST',
      url: '/api/user/game-login',
      headers: { language: 'ZH-TW', ...noEmail.headers },
      payload: { code },
    });
    expect([tw.statusCode, tw.json().msg]).toEqual([403, '請先綁定郵箱']);
    expect([
      await fail(await confirm(noEmail.headers, code)),
      await fail(await preview(noEmail.headers, code)),
      await fail(await confirm(noRole.headers, code)),
      await fail(await confirm(user.headers, 'ABCDEFGH')),
      await fail(await confirm(user.headers, 'abc')),
      await fail(await confirm(user.headers, 'ABCDEFG0')),
      await fail(await confirm({}, code)),
    ]).toEqual([
      [403, 'Please bind e-mail first'],
      [403, 'Please bind e-mail first'],
      [409, 'You have no role, create one?'],
      [404, 'This login code does not exist; get a new one in the game.'],
      [400, 'The login code is not valid (8 letters or digits).'],
      [400, 'The login code is not valid (8 letters or digits).'],
      [401, 'Please log in first'],
    ]);
    const [row] = await t.database.db.select().from(gameLoginCodes).where(eq(gameLoginCodes.code, code));
    expect(row?.userId).toBeNull();

    t.clock.advance(GAME_LOGIN_CODE_MINUTES * 60_000);
    expect(await fail(await confirm(user.headers, code))).toEqual([
      409,
      'This login code has expired; get a new one in the game.',
    ]);
    expect(await gameSees(code)).toMatchObject({ state: 'expired', user_id: null });
    expect((await post(t, '/api/dev/game/login-code', {}, { server_id: 9 })).statusCode).toBe(404);
    expect((await post(t, '/api/dev/game/login-code', {}, { server_id: 'x' })).statusCode).toBe(400);
  });

  it('20 parallel confirmations of one code by 20 players: exactly one gets in', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => player()));
    const { code } = await newCode();
    const answers = await Promise.all(users.map((u) => confirm(u.headers, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const winner = users[answers.findIndex((a) => a.statusCode === 200)]!;
    expect(await gameSees(code)).toMatchObject({ state: 'confirmed', user_id: winner.userId });
  });

  it('the simulated game’s login screen shows the QR of the market’s /gameLogin link and the code', async () => {
    const first = await t.app.inject({ url: '/dev/game/login?server_id=1' });
    expect(first.statusCode).toBe(302);
    const page = await t.app.inject({ url: first.headers.location as string });
    expect(page.statusCode).toBe(200);
    const code = /<dt[^>]*>Login code<\/dt><dd[^>]*>([A-Z0-9]{8})</.exec(page.body)?.[1];
    expect(code).toBeTruthy();
    expect(page.body).toContain(`/gameLogin?code=${code}`);
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('<p role="status">Waiting for the player to confirm');
  });
});
