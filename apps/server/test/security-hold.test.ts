import { withdrawalsSchema } from '@yuanlong/shared/withdraw';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { requestCode, uniqueEmail } from './support/account.ts';
import { startTestChain, type TestChain } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { testChainRuntime, withdrawer } from './support/withdraw.ts';

const MDS = 10n ** 18n;
const HOUR = 3_600_000;
const LOGIN = 'Hold-Login-Password-1';
const HELD_EN =
  /^To protect your assets, withdrawals and claims to the wallet are held for 24 hours after a change of login password, fund password, e-mail or two-step verification: (\d+) h (\d+) min left \(allowed again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

/** Withdrawals and claims to the wallet wait 24 hours after a security change of the account. */
describe.each(databaseKinds)('the hold after a security change, on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { chain: testChainRuntime(chain) });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, url: string, payload: object, language = 'EN-US') =>
    t.app.inject({ method: 'POST', url, headers: { language, ...headers }, payload });
  const withdraw = (headers: Record<string, string>, language = 'EN-US') =>
    post(
      headers,
      '/api/user/withdraw',
      { coin: 'MDS', amount: (20n * MDS).toString(), pay_password: FUND_PASSWORD },
      language,
    );
  const holdUntil = async (headers: Record<string, string>) =>
    withdrawalsSchema.parse((await t.app.inject({ url: '/api/user/withdrawals', headers })).json().data)
      .security_hold_until;
  /** A withdrawer with a login password (its first: that holds nothing). */
  async function player() {
    const user = await withdrawer(t.database, { balances: { MDS: 100n * MDS } });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(LOGIN) })
      .where(eq(users.id, user.userId));
    return user;
  }

  it('holds withdrawals and claims for 24 hours after a login password change, with the time left, in the user’s language', async () => {
    const user = await player();
    expect(await holdUntil(user.headers)).toBeNull();
    const changed = await post(user.headers, '/api/user/password', {
      old_password: LOGIN,
      password: 'Hold-Login-Password-2',
      repeat_password: 'Hold-Login-Password-2',
    });
    expect(changed.statusCode).toBe(200);

    const held = await withdraw(user.headers);
    expect(held.statusCode).toBe(403);
    const [, hours, minutes] = HELD_EN.exec(held.json().msg) ?? [];
    expect(Number(hours) * 60 + Number(minutes)).toBeGreaterThan(23 * 60 + 58);
    expect(Number(hours) * 60 + Number(minutes)).toBeLessThanOrEqual(24 * 60);
    const tw = await withdraw(user.headers, 'ZH-TW');
    expect(tw.json().msg).toMatch(
      /^為保護你的資產，變更登入密碼、資金密碼、電子郵件或兩步驟驗證後24小時內不能提現或提取到錢包；還需 2[34] 小時 \d+ 分鐘/,
    );
    const id = await withdraw(user.headers, 'IN-IN');
    expect(id.json().msg).toMatch(/^Demi keamanan aset Anda, .* sisa 2[34] jam \d+ menit/);
    const claim = await post(user.headers, '/api/card/claim', { id: 1 });
    expect(claim.statusCode).toBe(403);
    expect(claim.json().msg).toMatch(HELD_EN);

    // The withdrawal dialog's rules say until when.
    const until = Date.parse((await holdUntil(user.headers))!);
    expect(until - t.clock.now().getTime()).toBeGreaterThan(24 * HOUR - 60_000);
    expect(until - t.clock.now().getTime()).toBeLessThanOrEqual(24 * HOUR);

    // 20 hours on: 4 h left; 24 hours on: allowed.
    t.clock.advance(20 * HOUR);
    expect((await withdraw(user.headers)).json().msg).toMatch(/: [34] h \d+ min left/);
    t.clock.advance(4 * HOUR + 1_000);
    expect(await holdUntil(user.headers)).toBeNull();
    const paid = await withdraw(user.headers);
    expect(paid.statusCode).toBe(200);
  });

  it('holds them after a fund password change and after an e-mail change; a first fund password holds nothing', async () => {
    const first = await withdrawer(t.database, { fundPassword: false, balances: { MDS: 100n * MDS } });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(LOGIN) })
      .where(eq(users.id, first.userId));
    const set = await post(first.headers, '/api/user/paypwd', {
      login_password: LOGIN,
      pay_password: FUND_PASSWORD,
      repeat_password: FUND_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect(await holdUntil(first.headers)).toBeNull();

    const fund = await player();
    const changed = await post(fund.headers, '/api/user/paypwd', {
      login_password: LOGIN,
      pay_password: 'Hold-Fund-Password-2',
      repeat_password: 'Hold-Fund-Password-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(await holdUntil(fund.headers)).not.toBeNull();
    expect((await withdraw(fund.headers)).json().msg).toMatch(HELD_EN);

    const mail = await player();
    const next = uniqueEmail('hold');
    const { code } = await requestCode(t, { purpose: 'bind', email: next, headers: mail.headers });
    const moved = await post(mail.headers, '/api/user/bind_email', {
      email: next,
      code,
      login_password: LOGIN,
    });
    expect(moved.statusCode).toBe(200);
    expect(await holdUntil(mail.headers)).not.toBeNull();
    expect((await withdraw(mail.headers)).statusCode).toBe(403);
  });

  it('starts the hold with a forgotten-password reset', async () => {
    const user = await player();
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.userId));
    const { code } = await requestCode(t, { purpose: 'reset', email: row!.email! });
    const reset = await post({}, '/api/user/forget/reset', {
      email: row!.email,
      code,
      password: 'Hold-Reset-Password-1',
      repeat_password: 'Hold-Reset-Password-1',
    });
    expect(reset.statusCode).toBe(200);
    const [after] = await t.database.db
      .select({ at: users.securityChangedAt })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(after!.at).not.toBeNull();
  });
});
