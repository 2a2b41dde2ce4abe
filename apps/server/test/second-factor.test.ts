import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpRecoveryCodes, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { totpCode } from '../src/lib/totp.ts';
import { bindEmail, captchaToken, freshIp, uniqueEmail } from './support/account.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { signInMessage } from './support/wallet.ts';
import { withdrawer } from './support/withdraw.ts';

const PASSWORD = 'Second-Factor-Login-1';
const STEP_MS = 30_000;
const HOUR = 3_600_000;

describe.each(databaseKinds)('the second factor (TOTP) on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, url: string, payload: object, language = 'EN-US') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { language, ...headers },
      remoteAddress: freshIp(),
      payload,
    });
  const code = () => totpCode(secretOf.current, t.clock.now().getTime());
  const secretOf = { current: '' };
  const info = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/user/info', headers })).json().data;
  const heldSince = async (userId: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.securityChangedAt;

  /** Sets the second factor up for a signed-in user; the secret becomes `secretOf.current`. */
  async function enable(headers: Record<string, string>) {
    const started = await post(headers, '/api/user/totp/start', {});
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = started.json().data;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Yuanlong%20Market:.*secret=[A-Z2-7]+/);
    expect(qr_svg).toMatch(/^<svg/);
    secretOf.current = secret;
    const wrong = await post(headers, '/api/user/totp/confirm', {
      code: code() === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post(headers, '/api/user/totp/confirm', { code: code() });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    t.clock.advance(STEP_MS);
    return codes;
  }

  it('is set up with a confirmed code, answers ten recovery codes (stored as SHA-256) and starts the hold', async () => {
    const user = await withdrawer(t.database);
    expect((await info(user.headers)).has_totp).toBe(false);
    expect(await heldSince(user.userId)).toBeNull();
    const codes = await enable(user.headers);
    expect((await info(user.headers)).has_totp).toBe(true);
    expect(await heldSince(user.userId)).not.toBeNull();
    const stored = await t.database.db
      .select()
      .from(totpRecoveryCodes)
      .where(eq(totpRecoveryCodes.userId, user.userId));
    expect(stored.map((r) => r.codeHash).sort()).toHaveLength(10);
    expect(stored.map((r) => r.codeHash).join()).not.toContain(codes[0]!.slice(0, 5));
    expect((await post(user.headers, '/api/user/totp/start', {})).statusCode).toBe(409);
  });

  it('asks wallet sign-in for the code (the same signed message then works), and refuses a code twice', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const signIn = async (
      totp_code?: string,
      language = 'EN-US',
      signed?: { message: string; signature: string },
    ) => {
      const message = signed?.message ?? (await signInMessage(t.app, wallet.address));
      const signature = signed?.signature ?? (await wallet.signMessage({ message }));
      const res = await post({}, '/api/auth/login/wallet', { message, signature, totp_code }, language);
      return { res, signed: { message, signature } };
    };
    const first = await signIn();
    const headers = { authorization: `Bearer ${first.res.json().data.token}` };
    await enable(headers);

    const asked = await signIn(undefined, 'ZH-TW');
    expect(asked.res.statusCode).toBe(403);
    expect(asked.res.headers['x-second-factor']).toBe('required');
    expect(asked.res.json().msg).toMatch(/^此帳戶已開啟兩步驟驗證/);
    const current = code();
    const done = await signIn(current, 'EN-US', asked.signed);
    expect(done.res.statusCode).toBe(200);

    const replay = await signIn(current);
    expect(replay.res.statusCode).toBe(403);
    expect(replay.res.json().msg).toBe(
      'The code is wrong or was used already; enter the current code from your authenticator app.',
    );
    expect(replay.res.headers['x-second-factor']).toBeUndefined();
    t.clock.advance(STEP_MS);
    expect((await signIn(code())).res.statusCode).toBe(200);
  });

  it('asks e-mail sign-in for the code; a recovery code works once in its place', async () => {
    const user = await withdrawer(t.database, { email: false });
    const email = uniqueEmail('totp');
    await bindEmail(t, user.headers, email, PASSWORD);
    const codes = await enable(user.headers);
    const signIn = async (totp_code?: string) =>
      post({}, '/api/auth/login/email', {
        captcha_token: await captchaToken(t),
        email,
        password: PASSWORD,
        ...(totp_code ? { totp_code } : {}),
      });
    const asked = await signIn();
    expect(asked.statusCode).toBe(403);
    expect(asked.headers['x-second-factor']).toBe('required');
    expect((await signIn(code())).statusCode).toBe(200);
    expect((await signIn(codes[3]!.toLowerCase().replace('-', ''))).statusCode).toBe(200);
    expect((await signIn(codes[3])).statusCode).toBe(403);
    // A wrong password still gets the plain refusal, telling nothing about the second factor.
    const wrong = await post({}, '/api/auth/login/email', {
      captcha_token: await captchaToken(t),
      email,
      password: `${PASSWORD}x`,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('needs the code for withdrawals and fund-password changes; turning it off needs one and holds again', async () => {
    const user = await withdrawer(t.database);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, user.userId));
    const codes = await enable(user.headers);
    t.clock.advance(24 * HOUR);
    const withdraw = (totp_code?: string) =>
      post(user.headers, '/api/user/withdraw', {
        coin: 'MDS',
        amount: '1000000000000000000',
        pay_password: FUND_PASSWORD,
        ...(totp_code ? { totp_code } : {}),
      });
    const asked = await withdraw();
    expect(asked.statusCode).toBe(403);
    expect(asked.headers['x-second-factor']).toBe('required');
    // With the code the withdrawal passes the second factor (this test app has no chain: 503).
    expect((await withdraw(code())).statusCode).toBe(503);

    const paypwd = (totp_code?: string) =>
      post(user.headers, '/api/user/paypwd', {
        login_password: PASSWORD,
        pay_password: 'Second-Fund-Password-2',
        repeat_password: 'Second-Fund-Password-2',
        ...(totp_code ? { totp_code } : {}),
      });
    expect((await paypwd()).statusCode).toBe(403);
    expect((await paypwd(codes[0])).statusCode).toBe(200);

    const before = await heldSince(user.userId);
    t.clock.advance(HOUR);
    expect((await post(user.headers, '/api/user/totp/off', { code: 'AAAAA-AAAAA' })).statusCode).toBe(403);
    expect((await post(user.headers, '/api/user/totp/off', { code: codes[1] })).statusCode).toBe(200);
    expect((await info(user.headers)).has_totp).toBe(false);
    expect((await heldSince(user.userId))!.getTime()).toBeGreaterThan(before!.getTime());
    expect(
      await t.database.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.userId)),
    ).toEqual([]);
    expect((await paypwd()).statusCode).toBe(200);
  });
});
