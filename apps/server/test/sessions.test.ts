import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindEmail, captchaToken, freshIp, requestCode, uniqueEmail } from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.110 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const PASSWORD = 'Session-Password-1';

describe.each(databaseKinds)('sessions a player controls on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, language: 'EN-US' });
  /** An e-mail account with a login password, signed in once (from a wallet-made session). */
  async function emailAccount(tag: string) {
    const email = uniqueEmail(tag);
    const { headers, userId } = await signedInUser(t.database);
    await bindEmail(t, headers, email, PASSWORD);
    return { email, userId, firstHeaders: headers };
  }
  async function signIn(email: string, userAgent: string, remoteAddress = freshIp()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/email',
      headers: { language: 'EN-US', 'user-agent': userAgent },
      remoteAddress,
      payload: { captcha_token: await captchaToken(t), email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }
  const list = async (token: string) =>
    (await t.app.inject({ url: '/api/user/sessions', headers: bearer(token) })).json().data.items;
  const status = async (token: string) =>
    (await t.app.inject({ url: '/api/user/info', headers: bearer(token) })).statusCode;

  it('lists the live sessions with device, masked address and the current one; ends another one', async () => {
    const { email, firstHeaders } = await emailAccount('list');
    const desk = await signIn(email, CHROME_WIN, '203.0.113.77');
    const phone = await signIn(email, SAFARI_IPHONE, '198.51.100.4');
    const items = await list(desk);
    expect(items).toHaveLength(3);
    const mine = items.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({
      browser: 'Chrome 120',
      os: 'Windows 10',
      platform: 'desktop',
      ip: '203.0.113.*',
    });
    const other = items.find((s: { browser: string }) => s.browser === 'Safari 17');
    expect(other).toMatchObject({ os: 'iOS', platform: 'mobile', ip: '198.51.100.*', current: false });
    expect(Date.parse(other.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);

    // Ending the phone's session: its token stops working, the rest go on.
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other.id}`,
      headers: bearer(desk),
    });
    expect(end.json()).toEqual({ code: 200, msg: 'Success', data: null });
    expect(await status(phone)).toBe(401);
    expect(await status(desk)).toBe(200);
    expect(await list(desk)).toHaveLength(2);
    // Again, or the current one, or someone else's: refused.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${other.id}`,
      headers: bearer(desk),
    });
    expect(again.json()).toMatchObject({
      code: 404,
      msg: 'This session was not found; it may have ended already.',
    });
    const current = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${mine.id}`,
      headers: bearer(desk),
    });
    expect(current.json().code).toBe(400);
    const stranger = await signedInUser(t.database);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sessions/${mine.id}`,
      headers: { ...stranger.headers, language: 'ZH-TW' },
    });
    expect(foreign.json()).toMatchObject({ code: 404, msg: '找不到此登入工作階段，可能已結束' });
    expect(await status(desk)).toBe(200);
    expect((await t.app.inject({ url: '/api/user/info', headers: firstHeaders })).statusCode).toBe(200);
  });

  it('ends every other session at once', async () => {
    const { email, firstHeaders } = await emailAccount('others');
    const a = await signIn(email, CHROME_WIN);
    const b = await signIn(email, SAFARI_IPHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-others',
      headers: bearer(a),
    });
    expect(res.json().data).toEqual({ ended: 2 });
    expect(await status(b)).toBe(401);
    expect((await t.app.inject({ url: '/api/user/info', headers: firstHeaders })).statusCode).toBe(401);
    expect((await list(a)).map((s: { current: boolean }) => s.current)).toEqual([true]);
  });

  it('an e-mail change ends the other sessions', async () => {
    const { email } = await emailAccount('change');
    const a = await signIn(email, CHROME_WIN);
    const b = await signIn(email, SAFARI_IPHONE);
    const next = uniqueEmail('changed');
    const { code } = await requestCode(t, { purpose: 'bind', email: next, headers: bearer(a) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/bind_email',
      headers: bearer(a),
      payload: { email: next, code, login_password: PASSWORD },
    });
    expect(res.json().code).toBe(200);
    expect(await status(b)).toBe(401);
    expect(await status(a)).toBe(200);
  });

  it("mails a sign-in from a new device (not the first, not a known one) in the user's language, unless switched off", async () => {
    const { email } = await emailAccount('device');
    const mailsTo = async () =>
      (await t.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(email)}&limit=50` })).json().data as {
        subject: string;
        text: string;
      }[];
    const before = (await mailsTo()).length;
    const desk = await signIn(email, CHROME_WIN);
    // The first device signed in from, then the same one with a newer browser: no mail.
    await signIn(email, CHROME_WIN.replace('120.0.6099.110', '121.0.1.2'));
    await t.mail.outbox.idle();
    expect((await mailsTo()).length).toBe(before);

    // The user reads the product in Indonesian (the notification settings keep the language).
    await t.app.inject({ url: '/api/notifications?size=1', headers: { ...bearer(desk), language: 'IN-IN' } });
    await signIn(email, SAFARI_IPHONE, '198.51.100.4');
    const deadline = Date.now() + 5_000;
    let mails = await mailsTo();
    while (mails.length === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mails = await mailsTo();
    }
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toBe('Yuanlong Market: Masuk baru ke akun Anda');
    expect(mails[0]!.text).toContain('Safari 17 · iOS · 198.51.100.*');
    expect(mails[0]!.text).toContain('/setting#sessions');

    // Switched off by e-mail: another new device sends nothing.
    const settings = (
      await t.app.inject({ url: '/api/notifications/settings', headers: bearer(desk) })
    ).json().data;
    settings.kinds.newSignIn.email = false;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/settings',
      headers: bearer(desk),
      payload: { kinds: settings.kinds },
    });
    expect(saved.json().code).toBe(200);
    await signIn(email, 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0');
    await t.mail.outbox.idle();
    expect((await mailsTo()).length).toBe(before + 1);
  });
});
