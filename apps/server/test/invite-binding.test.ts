import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { bindInviter } from '../src/modules/invite/binding.ts';
import { PLATFORM_INVITE_CODE } from '../src/modules/ledger/platform.ts';
import { bindEmail, captchaToken, freshIp, uniqueEmail } from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { legionUser } from './support/legion.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { signInMessage } from './support/wallet.ts';

describe.each(databaseKinds)('invite binding and the invitee list on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Signs in a wallet (a new key unless given) with an invite code; returns the login answer. */
  async function walletLogin(inviteCode?: string, key = generatePrivateKey()) {
    const account = privateKeyToAccount(key);
    const message = await signInMessage(t.app, account.address);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/wallet',
      headers: { language: 'EN-US' },
      payload: { message, signature: await account.signMessage({ message }), invite_code: inviteCode },
    });
    expect(res.statusCode).toBe(200);
    return { key, ...(res.json().data as { token: string; userid: number; invite_status?: string }) };
  }
  const inviterCodeOf = async (id: number) =>
    (await t.database.db.select({ c: users.inviterCode }).from(users).where(eq(users.id, id)))[0]!.c;

  it('binds the inviter at the first wallet sign-in, and never changes it afterwards', async () => {
    const inviter = await legionUser(t.database.db);
    const other = await legionUser(t.database.db);
    const first = await walletLogin(inviter.code.toLowerCase()); // codes are matched in upper case
    expect(first.invite_status).toBe('bound');
    expect(await inviterCodeOf(first.userid)).toBe(inviter.code);
    const again = await walletLogin(other.code, first.key);
    expect(again).toMatchObject({ userid: first.userid, invite_status: 'ignored' });
    expect(await inviterCodeOf(first.userid)).toBe(inviter.code);
    const plain = await walletLogin(undefined, first.key);
    expect(plain.invite_status).toBeUndefined();
  });

  it('signs in with an unknown code (or the platform’s) and says so, binding nothing', async () => {
    const unknown = await walletLogin('NOSUCH99');
    expect(unknown.invite_status).toBe('unknown');
    expect(unknown.token).toBeTruthy();
    expect(await inviterCodeOf(unknown.userid)).toBe('');
    const platform = await walletLogin(PLATFORM_INVITE_CODE);
    expect(platform.invite_status).toBe('unknown');
    expect(await inviterCodeOf(platform.userid)).toBe('');
  });

  it('refuses the own code, binds an account without inviter only while it is not activated', async () => {
    const db = t.database.db;
    const inviter = await legionUser(db);
    const me = await legionUser(db, { activated: false });
    expect(await bindInviter(db, me.id, me.code)).toBe('self');
    expect(await inviterCodeOf(me.id)).toBe('');
    expect(await bindInviter(db, me.id, inviter.code)).toBe('bound');
    expect(await bindInviter(db, me.id, (await legionUser(db)).code)).toBe('ignored');
    expect(await inviterCodeOf(me.id)).toBe(inviter.code);
    const activated = await legionUser(db);
    expect(await bindInviter(db, activated.id, inviter.code)).toBe('ignored');
    expect(await inviterCodeOf(activated.id)).toBe('');
    // Ten sign-ins of a fresh account racing with different codes bind exactly one.
    const racer = await legionUser(db, { activated: false });
    const inviters = await Promise.all(Array.from({ length: 10 }, () => legionUser(db)));
    const results = await Promise.all(inviters.map((i) => bindInviter(db, racer.id, i.code)));
    expect(results.filter((r) => r === 'bound')).toHaveLength(1);
    expect(inviters.map((i) => i.code)).toContain(await inviterCodeOf(racer.id));
  });

  it('an e-mail sign-in carrying a code binds an account that has no inviter yet; own code refused', async () => {
    const db = t.database.db;
    const inviter = await legionUser(db);
    const first = await walletLogin(); // created without a code, not activated
    const email = uniqueEmail('invitee');
    const password = 'Invite-Scale-2468';
    await bindEmail(t, { authorization: `Bearer ${first.token}` }, email, password);
    const [own] = await db.select({ code: users.inviteCode }).from(users).where(eq(users.id, first.userid));
    const login = async (invite_code: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/email',
        headers: { language: 'EN-US' },
        remoteAddress: freshIp(),
        payload: { captcha_token: await captchaToken(t), email, password, invite_code },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await login(own!.code)).toMatchObject({ userid: first.userid, invite_status: 'self' });
    expect(await login('NOSUCH77')).toMatchObject({ userid: first.userid, invite_status: 'unknown' });
    expect(await login(inviter.code)).toMatchObject({ userid: first.userid, invite_status: 'bound' });
    expect(await inviterCodeOf(first.userid)).toBe(inviter.code);
  });

  it('lists invitees newest first with masked address or nickname, state, activation time; paged; empty', async () => {
    const db = t.database.db;
    const inviter = await legionUser(db);
    const headersOf = async (userId: number) => {
      const { createSession } = await import('../src/modules/auth/session-service.ts');
      return { authorization: `Bearer ${await createSession(db, userId, 60_000)}` };
    };
    const headers = await headersOf(inviter.id);
    const list = async (query = '') =>
      (await t.app.inject({ url: `/api/user/invite_list${query}`, headers })).json().data;
    expect(await list()).toEqual({ page: 1, limit: 20, total: 0, activated: 0, list: [] });

    const a = await legionUser(db, { inviterCode: inviter.code, activated: false });
    const b = await legionUser(db, { inviterCode: inviter.code });
    await db.update(users).set({ nickname: 'Bee' }).where(eq(users.id, b.id));
    const c = await legionUser(db, { inviterCode: inviter.code, activated: false });
    await db
      .update(users)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.id, a.id));
    const [aRow] = await db.select().from(users).where(eq(users.id, a.id));

    const first = await list('?limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: 3, activated: 1 });
    expect(first.list.map((i: { userid: number }) => i.userid)).toEqual([c.id, b.id]);
    expect(first.list[1]).toMatchObject({ name: 'Bee', state: 1 });
    expect(first.list[1].activation_time).not.toBeNull();
    const second = await list('?limit=2&page=2');
    expect(second.list).toEqual([
      {
        userid: a.id,
        name: `${aRow!.address!.slice(0, 5)}…${aRow!.address!.slice(-4)}`,
        join_time: '2026-01-01T00:00:00.000Z',
        state: 0,
        activation_time: null,
      },
    ]);
    const bad = await t.app.inject({ url: '/api/user/invite_list?limit=1000', headers });
    expect(bad.statusCode).toBe(400);
  });
});
