import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { freshIp } from '../support/account.ts';
import { databaseKinds, openTestDatabaseWithUrl } from '../support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from '../support/test-app.ts';

const PER_IP = 10;
const PER_ACCOUNT = 6;
const limits = {
  writesPerIp: { limit: PER_IP, windowMs: 60_000 },
  writesPerAccount: { limit: PER_ACCOUNT, windowMs: 60_000 },
};

/**
 * The write limits are counted in the database, so two instances on one database (PostgreSQL:
 * two connection pools, as two processes behind a balancer have) allow the limit once between
 * them, not once each. On PGlite the two apps share the one embedded database: the same code path.
 */
describe.each(databaseKinds)('write limits shared by two instances on %s', (kind) => {
  let first: TestContext;
  let second: TestContext;
  let secondPool: Database | undefined;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabaseWithUrl(kind);
    closeDb = () => opened.database.close();
    secondPool = opened.url ? await openDatabase({ databaseUrl: opened.url, dataDir: '' }) : undefined;
    first = await startTestApp(kind, { database: opened.database, limits });
    second = await startTestApp(kind, { database: secondPool ?? opened.database, limits });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondPool?.close();
    await closeDb?.();
  });

  const statuses = async (responses: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(responses)).map((r) => r.statusCode);

  it('allows one IP its writes once across both instances, also when they arrive at once', async () => {
    const ip = freshIp();
    const logout = (t: TestContext) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        remoteAddress: ip,
        headers: { language: 'EN-US' },
      });
    const codes = await statuses(
      Array.from({ length: 3 * PER_IP }, (_, i) => logout(i % 2 ? second : first)),
    );
    expect(codes.filter((c) => c !== 429)).toHaveLength(PER_IP);
    // Over the limit on either instance, with the spec's message and a Retry-After.
    for (const t of [first, second]) {
      const over = await logout(t);
      expect(over.statusCode).toBe(429);
      expect(over.json().msg).toMatch(/^Too many attempts, please try again in \d+ s$/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not affected, and reads are never counted.
    expect(
      (await first.app.inject({ method: 'POST', url: '/api/user/logout', remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(401);
    expect((await second.app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('allows one account its writes once across both instances, from any addresses', async () => {
    const user = await signedInUser(first.database, 600_000);
    const nickname = (t: TestContext) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/nickname',
        headers: { language: 'EN-US', ...user.headers },
        remoteAddress: freshIp(),
        payload: { nickname: 'shared' },
      });
    const codes = await statuses(
      Array.from({ length: 3 * PER_ACCOUNT }, (_, i) => nickname(i % 2 ? second : first)),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(PER_ACCOUNT);
    expect(codes.filter((c) => c !== 200).every((c) => c === 429)).toBe(true);
    const over = await nickname(second);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toMatch(/^Too many attempts, please try again in \d+ s$/);
    // Another account writes on.
    const other = await signedInUser(first.database, 600_000);
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/user/nickname',
      headers: other.headers,
      remoteAddress: freshIp(),
      payload: { nickname: 'other' },
    });
    expect(res.statusCode).toBe(200);
  });
});
