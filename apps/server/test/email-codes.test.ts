import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, mailOutbox } from '../src/db/schema.ts';
import { bindEmail, freshIp, requestCode, sendCode } from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

let n = 0;
const address = (tag: string) => `${tag}${++n}-${Date.now()}@example.com`;

describe.each(databaseKinds)('e-mail codes on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const bind = (headers: Record<string, string>, payload: object, language = 'EN-US') =>
    t.app.inject({ method: 'POST', url: '/api/user/bind_email', headers: { language, ...headers }, payload });

  it('binds an e-mail with the code mailed through SMTP to the development mailbox', async () => {
    const { headers } = await signedInUser(t.database);
    const email = address('bind');
    const { code, mail } = await requestCode(t, {
      purpose: 'bind',
      email: email.toUpperCase(),
      to: email,
      headers,
    });
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Yuanlong Market verification code: ${code}`);
    expect(mail.text).toContain('bind this e-mail to your account');
    // Only a hash is stored.
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);

    const res = await bind(headers, { email, code });
    expect(res.json()).toEqual({ code: 200, msg: 'Success', data: { email } });
    const info = (await t.app.inject({ url: '/api/user/info', headers })).json().data;
    expect(info).toMatchObject({ email, has_password: false, has_pay_password: false });

    const reuse = await bind(headers, { email, code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toBe('The verification code is wrong or has expired');
  });

  it('writes the mail in the language of the request', async () => {
    const { headers } = await signedInUser(t.database);
    const tw = await requestCode(t, {
      purpose: 'bind',
      email: address('tw'),
      headers: { ...headers, language: 'ZH-TW' },
    });
    expect(tw.mail.subject).toBe(`元龍市場驗證碼：${tw.code}`);
    expect(tw.mail.text).toContain('10分鐘內有效');
    const id = await requestCode(t, {
      purpose: 'bind',
      email: address('in'),
      headers: { ...headers, language: 'IN-IN' },
    });
    expect(id.mail.subject).toBe(`Kode verifikasi Yuanlong Market: ${id.code}`);
  });

  it('lets a code expire after 10 minutes', async () => {
    const { headers } = await signedInUser(t.database);
    const email = address('expiry');
    const { code } = await requestCode(t, { purpose: 'bind', email, headers });
    t.clock.advance(10 * 60_000 + 1_000);
    const res = await bind(headers, { email, code });
    expect(res.json().msg).toBe('The verification code is wrong or has expired');
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { headers } = await signedInUser(t.database);
    const email = address('tries');
    const { code } = await requestCode(t, { purpose: 'bind', email, headers });
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(Array.from({ length: 5 }, () => bind(headers, { email, code: wrong })));
    expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect((await bind(headers, { email, code })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.attempts).toBe(5);
  });

  it('lets a code be used after 4 wrong tries', async () => {
    const { headers } = await signedInUser(t.database);
    const email = address('four');
    const { code } = await requestCode(t, { purpose: 'bind', email, headers });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await bind(headers, { email, code: wrong });
    expect((await bind(headers, { email, code })).statusCode).toBe(200);
  });

  it('sends at most one code per address per minute', async () => {
    const { headers } = await signedInUser(t.database);
    const email = address('minute');
    await requestCode(t, { purpose: 'bind', email, headers });
    const again = await sendCode(t, { purpose: 'bind', email, headers });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^A code was sent recently, please try again in \d+ s$/);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(61_000);
    expect((await sendCode(t, { purpose: 'bind', email, headers })).statusCode).toBe(200);
  });

  it('binds a code to its address, its purpose and the user who asked', async () => {
    const a = await signedInUser(t.database);
    const b = await signedInUser(t.database);
    const email = address('bound');
    const { code } = await requestCode(t, { purpose: 'bind', email, headers: a.headers });
    expect((await bind(a.headers, { email: address('other'), code })).statusCode).toBe(400);
    expect((await bind(b.headers, { email, code })).statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/forget/reset',
      payload: { email, code, password: 'Another-pass-9', repeat_password: 'Another-pass-9' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await bind(a.headers, { email, code })).statusCode).toBe(200);
  });

  it('refuses an address bound to another account, after the code proves the mailbox', async () => {
    const owner = await signedInUser(t.database);
    const email = address('taken');
    await bindEmail(t, owner.headers, email);
    t.clock.advance(61_000);
    const other = await signedInUser(t.database);
    const { code } = await requestCode(t, { purpose: 'bind', email, headers: other.headers });
    const res = await bind(other.headers, { email, code });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This e-mail is already bound to another account');
    const wrongCode = await bind(other.headers, { email, code: '123456' });
    expect(wrongCode.json().msg).toBe('The verification code is wrong or has expired');
  });

  it('answers "Email format error" for a malformed address, in English and Traditional Chinese', async () => {
    const { headers } = await signedInUser(t.database);
    for (const [language, msg] of [
      ['EN-US', 'Email format error'],
      ['ZH-TW', '郵箱格式錯誤'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/send_code',
        headers: { ...headers, language: language! },
        payload: { captcha_token: 'x', purpose: 'bind', email: 'not-an-address' },
      });
      expect(res.json()).toEqual({ code: 400, msg, data: null });
      expect((await bind(headers, { email: 'a@b', code: '123456' }, language)).json().msg).toBe(msg);
    }
  });

  it('needs a captcha token and a signed-in user for a bind code', async () => {
    const { headers } = await signedInUser(t.database);
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/user/send_code',
      headers: { ...headers, language: 'EN-US' },
      payload: { purpose: 'bind', email: address('nocaptcha') },
    });
    expect(noCaptcha.json().msg).toBe('Please complete the slider verification first');
    const anonymous = await sendCode(t, { purpose: 'bind', email: address('anon') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends password and paypwd codes only to the bound address', async () => {
    const { headers } = await signedInUser(t.database);
    const unbound = await sendCode(t, { purpose: 'paypwd', headers });
    expect(unbound.json()).toMatchObject({ code: 403, msg: 'Please bind e-mail first' });
    const email = address('bound-only');
    await bindEmail(t, headers, email);
    t.clock.advance(61_000);
    const { code } = await requestCode(t, { purpose: 'paypwd', headers, to: email });
    expect(code).toMatch(/^\d{6}$/);
    const elsewhere = await sendCode(t, { purpose: 'password', email: address('elsewhere'), headers });
    expect(elsewhere.statusCode).toBe(400);
  });

  it('limits code checks per IP (429)', async () => {
    const { headers } = await signedInUser(t.database);
    const remoteAddress = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/bind_email',
        headers,
        remoteAddress,
        payload: { email: 'guess@example.com', code: String(100000 + i) },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows mails on the development page, newest first, with the code', async () => {
    const { headers } = await signedInUser(t.database);
    const email = address('page');
    const { code } = await requestCode(t, { purpose: 'bind', email, headers });
    const page = await t.app.inject({ url: `/dev/mail?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<div class="code" data-testid="dev-mail-code">${code}</div>`);
    const all = (await t.app.inject('/api/dev/mail')).json().data as { id: number }[];
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((x, y) => y - x));
  });

  it('keeps no plain-text code in the outbox once delivered', async () => {
    await t.mail.outbox.idle();
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
