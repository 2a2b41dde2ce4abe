import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/session-service.ts';
import { bindEmail, emailLogin, requestCode, uniqueEmail } from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

describe.each(databaseKinds)('account settings and sessions on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object, language = 'EN-US') =>
    t.app.inject({ method: 'POST', url, headers: { language, ...headers }, payload });

  describe('nickname', () => {
    it.each([
      ['EN-US', 'nickname length cannot exceed 10'],
      ['ZH-TW', '暱稱長度不能超過10'],
    ])('refuses 11 characters (%s)', async (language, msg) => {
      const { headers } = await signedInUser(t.database);
      const res = await post('/api/user/nickname', headers, { nickname: '元龍元龍元龍元龍元龍元' }, language);
      expect(res.json()).toEqual({ code: 400, msg, data: null });
    });

    it('accepts 10 characters (counting characters, not bytes), trimmed', async () => {
      const { headers } = await signedInUser(t.database);
      const res = await post('/api/user/nickname', headers, { nickname: '  青龍白虎朱雀玄武麒麟  ' });
      expect(res.json()).toEqual({ code: 200, msg: 'Success', data: { nickname: '青龍白虎朱雀玄武麒麟' } });
      const info = (await t.app.inject({ url: '/api/user/info', headers })).json().data;
      expect(info.nickname).toBe('青龍白虎朱雀玄武麒麟');
      expect((await post('/api/user/nickname', headers, { nickname: '   ' })).json().msg).toBe(
        'Please enter a nickname',
      );
    });

    it.each([
      ['EN-US', 'A name cannot contain control, invisible or text-direction characters'],
      ['ZH-TW', '名稱不能包含控制字元、隱形字元或改變文字方向的字元'],
      [
        'IN-IN',
        'Nama tidak boleh berisi karakter kontrol, karakter tak terlihat, atau karakter pengubah arah teks',
      ],
    ])(
      'refuses direction overrides, zero-width and control characters, keeping the old name (%s)',
      async (language, msg) => {
        const { headers } = await signedInUser(t.database);
        const before = (await t.app.inject({ url: '/api/user/info', headers })).json().data.nickname;
        for (const nickname of ['abc\u202Egnp', 'Ad\u200Bmin', 'a\u2066b\u2069', 'He\u0000ro', '\u3164']) {
          const res = await post('/api/user/nickname', headers, { nickname }, language);
          expect(res.json(), JSON.stringify(nickname)).toEqual({ code: 400, msg, data: null });
        }
        expect((await t.app.inject({ url: '/api/user/info', headers })).json().data.nickname).toBe(before);
      },
    );

    it('stores the NFKC form: fullwidth letters become plain, and length counts after it', async () => {
      const { headers } = await signedInUser(t.database);
      const res = await post('/api/user/nickname', headers, { nickname: 'Ａｄｍｉｎ' });
      expect(res.json().data).toEqual({ nickname: 'Admin' });
      expect((await t.app.inject({ url: '/api/user/info', headers })).json().data.nickname).toBe('Admin');
      expect((await post('/api/user/nickname', headers, { nickname: '\uFDFA' })).json().msg).toBe(
        'nickname length cannot exceed 10',
      );
    });

    it('needs a session', async () => {
      expect((await post('/api/user/nickname', {}, { nickname: 'x' })).statusCode).toBe(401);
    });
  });

  describe('login password', () => {
    it.each([
      ['EN-US', 'repeat password error'],
      ['ZH-TW', '重複密碼錯誤'],
    ])('refuses a repeat that differs (%s)', async (language, msg) => {
      const { headers } = await signedInUser(t.database);
      const res = await post(
        '/api/user/password',
        headers,
        { old_password: 'whatever-1', password: 'Good-Password-1', repeat_password: 'Good-Password-2' },
        language,
      );
      expect(res.json()).toEqual({ code: 400, msg, data: null });
    });

    it.each([
      ['EN-US', 'short', 'Password must be 8 to 64 characters'],
      ['ZH-TW', 'short', '密碼長度需為8至64個字元'],
      ['EN-US', 'x'.repeat(65), 'Password must be 8 to 64 characters'],
      ['EN-US', 'Password123', 'This password is too common, please choose another'],
      // From the server's long breach list only (the web's short list does not have it).
      ['EN-US', 'Danielle', 'This password is too common, please choose another'],
    ])('refuses a bad new password (%s, %s)', async (language, password, msg) => {
      const { headers } = await signedInUser(t.database);
      const res = await post(
        '/api/user/password',
        headers,
        { password, repeat_password: password },
        language,
      );
      expect(res.json()).toEqual({ code: 400, msg, data: null });
    });

    it('asks to bind an e-mail before the first password (EN and TW)', async () => {
      const { headers } = await signedInUser(t.database);
      const body = { password: 'First-Password-1', repeat_password: 'First-Password-1' };
      expect((await post('/api/user/password', headers, body)).json()).toEqual({
        code: 403,
        msg: 'Please bind e-mail first',
        data: null,
      });
      expect((await post('/api/user/password', headers, body, 'ZH-TW')).json().msg).toBe('請先綁定郵箱');
    });

    it('sets the first password with a password code, then changes it with the old one, ending other sessions', async () => {
      const { headers, userId, token } = await signedInUser(t.database);
      const email = uniqueEmail('pw');
      await bindEmail(t, headers, email);
      const body = { password: 'First-Password-1', repeat_password: 'First-Password-1' };
      expect((await post('/api/user/password', headers, body)).json().msg).toBe(
        'Please enter the e-mail verification code',
      );
      t.clock.advance(61_000);
      const { code } = await requestCode(t, { purpose: 'password', headers, to: email });
      expect((await post('/api/user/password', headers, { ...body, code })).json().code).toBe(200);

      const other = await createSession(t.database.db, userId, 60_000);
      const otherHeaders = { authorization: `Bearer ${other}` };
      const wrongOld = await post('/api/user/password', headers, {
        old_password: 'Not-The-Password',
        password: 'Second-Password-2',
        repeat_password: 'Second-Password-2',
      });
      expect(wrongOld.json()).toEqual({ code: 400, msg: 'The old password is wrong', data: null });
      const changed = await post('/api/user/password', headers, {
        old_password: 'First-Password-1',
        password: 'Second-Password-2',
        repeat_password: 'Second-Password-2',
      });
      expect(changed.json().code).toBe(200);
      expect((await t.app.inject({ url: '/api/user/info', headers: otherHeaders })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/user/info', headers })).json().data.token).toBe(token);
      expect((await emailLogin(t, email, 'First-Password-1')).statusCode).toBe(400);
      expect((await emailLogin(t, email, 'Second-Password-2')).json().data.userid).toBe(userId);
    });
  });

  describe('fund password', () => {
    it.each([
      ['EN-US', 'Please bind e-mail first'],
      ['ZH-TW', '請先綁定郵箱'],
    ])('needs a bound e-mail (%s)', async (language, msg) => {
      const { headers } = await signedInUser(t.database);
      const res = await post(
        '/api/user/paypwd',
        headers,
        { code: '123456', pay_password: 'Fund-Password-1', repeat_password: 'Fund-Password-1' },
        language,
      );
      expect(res.json()).toEqual({ code: 403, msg, data: null });
    });

    it('is set with the login password or a paypwd code, stored as argon2id', async () => {
      const { headers, userId } = await signedInUser(t.database);
      const email = uniqueEmail('fund');
      await bindEmail(t, headers, email, 'Login-Password-1');
      const body = { pay_password: 'Fund-Password-1', repeat_password: 'Fund-Password-1' };

      const repeat = await post('/api/user/paypwd', headers, { ...body, repeat_password: 'x' }, 'ZH-TW');
      expect(repeat.json().msg).toBe('重複密碼錯誤');
      expect((await post('/api/user/paypwd', headers, body)).json().msg).toBe(
        'Please enter the login password or an e-mail code',
      );
      const wrong = await post('/api/user/paypwd', headers, { ...body, login_password: 'Login-Password-2' });
      expect(wrong.json()).toEqual({ code: 400, msg: 'The login password is wrong', data: null });
      const set = await post('/api/user/paypwd', headers, { ...body, login_password: 'Login-Password-1' });
      expect(set.json()).toEqual({ code: 200, msg: 'Success', data: null });
      const info = (await t.app.inject({ url: '/api/user/info', headers })).json().data;
      expect(info).toMatchObject({ email, has_password: true, has_pay_password: true });
      const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
      expect(user!.payPasswordHash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);

      t.clock.advance(61_000);
      const { code } = await requestCode(t, { purpose: 'paypwd', headers, to: email });
      const changed = await post('/api/user/paypwd', headers, {
        code,
        pay_password: 'Fund-Password-2',
        repeat_password: 'Fund-Password-2',
      });
      expect(changed.json().code).toBe(200);
    });
  });

  describe('sessions', () => {
    it('refresh rotates the token: the old one stops working, once', async () => {
      const { headers } = await signedInUser(t.database);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/user/refresh', headers })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
      const fresh = answers.find((a) => a.statusCode === 200)!.json().data.token;
      expect((await t.app.inject({ url: '/api/user/info', headers })).statusCode).toBe(401);
      const freshHeaders = { authorization: `Bearer ${fresh}` };
      expect((await t.app.inject({ url: '/api/user/info', headers: freshHeaders })).json().data.token).toBe(
        fresh,
      );
      await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: freshHeaders });
      expect((await t.app.inject({ url: '/api/user/info', headers: freshHeaders })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/user/refresh', headers: freshHeaders })).statusCode,
      ).toBe(401);
    });

    it('refresh slides the expiry: a session a minute from its end lives 7 more days, as the same session', async () => {
      const { userId, headers } = await signedInUser(t.database, 60_000);
      const expiryOf = async () =>
        (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) =>
          s.expiresAt.getTime(),
        );
      const [before] = await expiryOf();
      const res = await t.app.inject({ method: 'POST', url: '/api/user/refresh', headers });
      expect(res.statusCode).toBe(200);
      const { token, expires_at } = res.json().data;
      const after = await expiryOf();
      // One row still (the session kept its identity); its end moved from a minute to 7 days away.
      expect(after).toHaveLength(1);
      expect(after[0]! - before!).toBeGreaterThan(7 * DAY_MS - 2 * 60_000);
      expect(new Date(expires_at).getTime()).toBe(after[0]);
      const info = await t.app.inject({
        url: '/api/user/info',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(info.json().data.userid).toBe(userId);
    });

    it('sign-in answers tell when the session ends', async () => {
      const email = uniqueEmail('expiry');
      const { headers } = await signedInUser(t.database);
      await bindEmail(t, headers, email, 'Expiry-Password-1');
      const res = await emailLogin(t, email, 'Expiry-Password-1');
      const ends = new Date(res.json().data.expires_at).getTime();
      // The default lifetime: 7 days.
      expect(Math.abs(ends - Date.now() - 7 * DAY_MS)).toBeLessThan(60_000);
    });
  });
});

const DAY_MS = 86_400_000;
