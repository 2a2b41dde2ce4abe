import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttles, users } from '../src/db/schema.ts';
import {
  bindEmail,
  captchaToken,
  emailLogin,
  freshIp,
  requestCode,
  sendCode,
  uniqueEmail,
} from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';
import { postWalletLogin, signInMessage, testAccount } from './support/wallet.ts';

const PASSWORD = 'Dragon-Scale-2024';

describe.each(databaseKinds)('e-mail sign-in and forgotten password on %s', (kind) => {
  let t: TestContext;
  let email: string;
  let userId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // A player signs in with the wallet (creating the account), then binds an e-mail and
    // sets the first login password with the code from the development mailbox.
    const message = await signInMessage(t.app);
    const wallet = await postWalletLogin(t.app, message, await testAccount.signMessage({ message }));
    userId = wallet.json().data.userid;
    email = uniqueEmail('player');
    await bindEmail(t, { authorization: `Bearer ${wallet.json().data.token}` }, email, PASSWORD);
  });
  afterAll(() => t.close());

  const setThrottle = (key: string, hits: number) =>
    t.database.db
      .insert(throttles)
      .values({ key, hits, windowEndsAt: new Date(t.clock.now().getTime() + 3_600_000) })
      .onConflictDoUpdate({ target: throttles.key, set: { hits } });

  it('stores the login password as argon2id with m=12288, t=3, p=1', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
  });

  it('signs in with e-mail and password after binding, into the wallet-created account', async () => {
    const res = await emailLogin(t, email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, userid } = res.json().data;
    expect(userid).toBe(userId);
    const info = await t.app.inject({ url: '/api/user/info', headers: { authorization: `Bearer ${token}` } });
    expect(info.json().data).toMatchObject({ userid: userId, email, has_password: true });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await emailLogin(t, email, `${PASSWORD}x`);
    const unknown = await emailLogin(t, uniqueEmail('ghost'), PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, msg: 'Incorrect e-mail or password', data: null });
    expect(unknown.json()).toEqual(wrong.json());
    const tw = await emailLogin(t, email, 'nope-nope-nope', { language: 'ZH-TW' });
    expect(tw.json().msg).toBe('郵箱或密碼錯誤');
  });

  it('needs a solved captcha, once', async () => {
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      headers: { language: 'EN-US' },
      payload: { captcha_token: 'made-up', email, password: PASSWORD },
    });
    expect(noCaptcha.json().msg).toBe('Please complete the slider verification first');
    const token = await captchaToken(t);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/email',
        payload: { captcha_token: token, email, password: PASSWORD },
      });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(400);
  });

  it('accepts a 64-character password exactly, and not with its last character changed', async () => {
    const { headers } = await signedInUser(t.database);
    const long = `${'Yuanlong-64-chars-'.repeat(4).slice(0, 62)}龍Z`;
    expect([...long]).toHaveLength(64);
    const address = uniqueEmail('long');
    await bindEmail(t, headers, address, long);
    expect((await emailLogin(t, address, long)).statusCode).toBe(200);
    expect((await emailLogin(t, address, `${long.slice(0, 63)}Y`)).statusCode).toBe(400);
    expect((await emailLogin(t, address, long.slice(0, 63))).statusCode).toBe(400);
  });

  it('limits sign-in tries per account: concurrent tries never exceed the hourly 100', async () => {
    await setThrottle(`signInPerAccount:email:${email}`, 95);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => captchaToken(t)));
    const answers = await Promise.all(
      tokens.map((captcha_token) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login/email',
          headers: { language: 'EN-US' },
          remoteAddress: freshIp(),
          payload: { captcha_token, email, password: 'wrong-password-1' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // The right password is refused too until the window ends.
    expect((await emailLogin(t, email, PASSWORD)).statusCode).toBe(429);
    t.clock.advance(3_600_001);
    expect((await emailLogin(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-in per IP for e-mail and wallet alike (429 in the user’s language)', async () => {
    const remoteAddress = freshIp();
    await setThrottle(`signInPerIp:${remoteAddress}`, 60);
    const res = await emailLogin(t, email, PASSWORD, { remoteAddress, language: 'ZH-TW' });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toMatch(/^嘗試次數過多，請\d+秒後再試$/);
    const message = await signInMessage(t.app);
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/wallet',
      remoteAddress,
      payload: { message, signature: await testAccount.signMessage({ message }) },
    });
    expect(wallet.statusCode).toBe(429);
  });

  it('answers a reset code request identically for a known and an unknown address', async () => {
    const known = await sendCode(t, { purpose: 'reset', email });
    const unknownAddress = uniqueEmail('unknown');
    const unknown = await sendCode(t, { purpose: 'reset', email: unknownAddress });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().data).toEqual({ expires_in: 600, resend_in: 60 });
    await t.mail.outbox.idle();
    const mails = (await t.app.inject(`/api/dev/mail?to=${encodeURIComponent(unknownAddress)}`)).json().data;
    expect(mails).toEqual([]);
    // The per-minute rule holds for unknown addresses too, so it reveals nothing either.
    const again = await sendCode(t, { purpose: 'reset', email: unknownAddress });
    expect(again.statusCode).toBe(429);
  });

  it('takes about the same time to answer for a known and an unknown address', async () => {
    const timed = async (address: string) => {
      const captcha_token = await captchaToken(t);
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/send_code',
        remoteAddress: freshIp(),
        payload: { captcha_token, purpose: 'reset', email: address },
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const unknownAgain: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      t.clock.advance(61_000);
      known.push(await timed(email));
      unknown.push(await timed(uniqueEmail('timing')));
      unknownAgain.push(await timed(uniqueEmail('timing')));
    }
    // A busy machine only adds time, so the fastest of 15 interleaved answers is what the work
    // costs. Known and unknown addresses run the same statements: their fastest answers are
    // within 10 ms, plus twice the gap between two series of unknown addresses (what the
    // machine's own noise makes of the same work; near 0 on a quiet machine).
    const fastest = (xs: number[]) => Math.min(...xs);
    const noise = Math.abs(fastest(unknown) - fastest(unknownAgain));
    expect(Math.abs(fastest(known) - fastest(unknown))).toBeLessThan(10 + 2 * noise);
  });

  it('resets the password with a reset code and ends every session', async () => {
    const { headers, userId: id } = await signedInUser(t.database);
    const address = uniqueEmail('reset');
    await bindEmail(t, headers, address, 'First-Password-1');
    t.clock.advance(61_000);
    const { code } = await requestCode(t, { purpose: 'reset', email: address });
    const reset = (payload: object, language = 'EN-US') =>
      t.app.inject({ method: 'POST', url: '/api/user/forget/reset', headers: { language }, payload });

    const mismatch = await reset({
      email: address,
      code,
      password: 'New-Password-2',
      repeat_password: 'New-Password-3',
    });
    expect(mismatch.json()).toEqual({ code: 400, msg: 'repeat password error', data: null });
    const ok = await reset({
      email: address,
      code,
      password: 'New-Password-2',
      repeat_password: 'New-Password-2',
    });
    expect(ok.json()).toEqual({ code: 200, msg: 'Success', data: null });
    expect((await t.app.inject({ url: '/api/user/info', headers })).statusCode).toBe(401);
    expect((await emailLogin(t, address, 'First-Password-1')).statusCode).toBe(400);
    const login = await emailLogin(t, address, 'New-Password-2');
    expect(login.json().data.userid).toBe(id);
    const reuse = await reset({
      email: address,
      code,
      password: 'New-Password-4',
      repeat_password: 'New-Password-4',
    });
    expect(reuse.json().msg).toBe('The verification code is wrong or has expired');
    const unknown = await reset({
      email: uniqueEmail('nobody'),
      code,
      password: 'New-Password-4',
      repeat_password: 'New-Password-4',
    });
    expect(unknown.body).toBe(reuse.body);
  });
});
