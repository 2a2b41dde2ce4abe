import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { withdrawals } from '../../src/db/schema.ts';
import { startTestChain, type TestChain } from '../support/chain.ts';
import { databaseKinds } from '../support/databases.ts';
import { FUND_PASSWORD } from '../support/market.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';
import { balanceOf, testChainRuntime, unreconciledBoth, withdrawer } from '../support/withdraw.ts';

const MDS = 10n ** 18n;
const REQUESTS = 200;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

/** Many simultaneous withdrawals of one user with funds for one: never overdrawn, never twice. */
describe.each(databaseKinds)('simultaneous withdrawals on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { chain: testChainRuntime(chain) });
  });
  afterAll(() => t.close());

  it(`accepts exactly one of ${REQUESTS} parallel withdrawals with funds for one`, {
    timeout: 120_000,
  }, async () => {
    const user = await withdrawer(t.database, { balances: { MDS: 20n * MDS } });
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/withdraw',
          headers: { language: 'EN-US', ...user.headers },
          payload: { coin: 'MDS', amount: (20n * MDS).toString(), pay_password: FUND_PASSWORD },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are refused with a rule's message: once per 24 hours, the balance, or the fund
    // password's ten tries in flight (429).
    const refusals = new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.statusCode));
    expect([...refusals].every((status) => status === 400 || status === 409 || status === 429)).toBe(true);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json().msg).toMatch(
        /^(Withdrawal to the wallet is allowed once per 24 hours|insufficient available balance|.*(fund password|Fund password))/,
      );
    }
    expect(await balanceOf(t.database, user.userId, 'MDS')).toEqual({ available: 0n, frozen: 20n * MDS });
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId)),
    ).toHaveLength(1);
    expect(
      await queryRows(t.database.db, sql`select * from balances where available < 0 or frozen < 0`),
    ).toEqual([]);
    expect(await unreconciledBoth(t.database)).toEqual([]);
  });
});
