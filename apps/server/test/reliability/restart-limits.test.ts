import { afterAll, describe, expect, it } from 'vitest';
import { emailLogin, requestCode, uniqueEmail } from '../support/account.ts';
import { databaseKinds, reopenableDatabase } from '../support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from '../support/test-app.ts';

const HOUR = 3_600_000;
const WRONG_OR_EXPIRED = 'The verification code is wrong or has expired';

/**
 * E-mail codes (expiry, single use, five tries) and the sign-in throttle live in the database:
 * a server restart (a new process on the same database) forgets none of them.
 */
describe.each(databaseKinds)('codes and throttles across a server restart on %s', (kind) => {
  const store = reopenableDatabase(kind);
  afterAll(() => store.dispose());
  const limits = { signInPerAccount: { limit: 3, windowMs: HOUR } };

  const start = async () => startTestApp(kind, { database: await store.open(), limits });
  const restart = async (t: TestContext) => {
    await t.close();
    await t.database.close();
    return start();
  };
  const bind = (t: TestContext, headers: Record<string, string>, email: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/bind_email',
      headers: { language: 'EN-US', ...headers },
      payload: { email, code },
    });

  it('keeps code tries, used codes, code expiry and sign-in throttles', { timeout: 120_000 }, async () => {
    let t = await start();
    const tried = await signedInUser(t.database, HOUR);
    const triedEmail = uniqueEmail('tries');
    const { code } = await requestCode(t, { purpose: 'bind', email: triedEmail, headers: tried.headers });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1)
      expect((await bind(t, tried.headers, triedEmail, wrong)).statusCode).toBe(400);

    const used = await signedInUser(t.database, HOUR);
    const usedEmail = uniqueEmail('used');
    const usedCode = (await requestCode(t, { purpose: 'bind', email: usedEmail, headers: used.headers }))
      .code;
    expect((await bind(t, used.headers, usedEmail, usedCode)).statusCode).toBe(200);

    const late = await signedInUser(t.database, HOUR);
    const lateEmail = uniqueEmail('late');
    const lateCode = (await requestCode(t, { purpose: 'bind', email: lateEmail, headers: late.headers }))
      .code;

    const throttled = uniqueEmail('throttled');
    for (let i = 0; i < 3; i += 1)
      expect((await emailLogin(t, throttled, 'Wrong-password-1')).statusCode).toBe(400);

    t = await restart(t);
    // Two more wrong tries make five: the code is dead, the right one too.
    for (let i = 0; i < 2; i += 1)
      expect((await bind(t, tried.headers, triedEmail, wrong)).statusCode).toBe(400);
    const dead = await bind(t, tried.headers, triedEmail, code);
    expect(dead.json()).toMatchObject({ code: 400, msg: WRONG_OR_EXPIRED });
    // A used code stays used.
    const again = await signedInUser(t.database, HOUR);
    expect((await bind(t, again.headers, usedEmail, usedCode)).statusCode).toBe(400);
    // The fourth sign-in try of the hour is refused.
    const fourth = await emailLogin(t, throttled, 'Wrong-password-1');
    expect(fourth.statusCode).toBe(429);
    // Ten minutes and a second later, the code asked for before the restart has expired.
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await bind(t, late.headers, lateEmail, lateCode)).json()).toMatchObject({
      code: 400,
      msg: WRONG_OR_EXPIRED,
    });
    await t.close();
    await t.database.close();
  });
});
