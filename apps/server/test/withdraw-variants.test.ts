import { withdrawalSchema } from '@yuanlong/shared/withdraw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { balanceOf, testChainRuntime, unreconciledBoth, withdrawer } from './support/withdraw.ts';

const BNB = 10n ** 18n;
/** HFH has 8 decimals on the dev chain. */
const HFH = 10n ** 8n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('withdraw2 (BNB) and bgg/withdraw (HFH) on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { chain: testChainRuntime(chain) });
  });
  afterAll(() => t.close());

  const withdraw = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { language: 'EN-US', ...headers }, payload });
  const fail = async (url: string, headers: Record<string, string>, payload: object) => {
    const res = await withdraw(url, headers, payload);
    return [res.statusCode, res.json().msg];
  };
  const body = (amount: bigint, extra: object = {}) => ({
    amount: amount.toString(),
    pay_password: FUND_PASSWORD,
    ...extra,
  });

  it('withdraw the path’s coin through the one withdrawal queue, with its minimum, and refuse another coin with nothing frozen', async () => {
    const user = await withdrawer(t.database, {
      balances: { BNB: 2n * BNB, HFH: 100n * HFH, MDS: 100n * BNB },
    });
    expect([
      await fail('/api/user/withdraw2', user.headers, body(BNB / 2n, { coin: 'MDS' })),
      await fail('/api/user/bgg/withdraw', user.headers, body(20n * HFH, { coin: 'BNB' })),
      await fail('/api/user/withdraw2', user.headers, body(BNB / 1000n)),
      await fail('/api/user/bgg/withdraw', user.headers, body(9n * HFH)),
      await fail('/api/user/withdraw2', user.headers, body(0n)),
      await fail('/api/user/withdraw2', user.headers, { amount: '1' }),
      await fail('/api/user/withdraw2', user.headers, body(3n * BNB)),
    ]).toEqual([
      [400, 'Only BNB can be used here.'],
      [400, 'Only HFH can be used here.'],
      [400, 'The minimum withdrawal is 0.01 BNB'],
      [400, 'The minimum withdrawal is 10 HFH'],
      [400, 'amount must be greater than zero'],
      [400, 'Please enter the fund password.'],
      [400, 'insufficient available balance'],
    ]);
    expect(await balanceOf(t.database, user.userId, 'BNB')).toEqual({ available: 2n * BNB, frozen: 0n });

    const res = await withdraw('/api/user/withdraw2', user.headers, body(BNB / 2n, { coin: 'BNB' }));
    expect(res.json().code).toBe(200);
    expect(withdrawalSchema.parse(res.json().data)).toMatchObject({ coin: 'BNB', state: 'queued' });
    expect(await balanceOf(t.database, user.userId, 'BNB')).toEqual({
      available: (3n * BNB) / 2n,
      frozen: BNB / 2n,
    });
    // One withdrawal per 24 hours, whichever path and coin.
    const [status, msg] = await fail('/api/user/bgg/withdraw', user.headers, body(20n * HFH));
    expect(status).toBe(429);
    expect(msg).toMatch(
      /^Withdrawal to the wallet is allowed once per 24 hours; try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    expect((await fail('/api/user/withdraw', user.headers, body(20n * BNB, { coin: 'MDS' })))[0]).toBe(429);
    expect(await balanceOf(t.database, user.userId, 'HFH')).toEqual({ available: 100n * HFH, frozen: 0n });

    const other = await withdrawer(t.database, { balances: { HFH: 100n * HFH } });
    const hfh = await withdraw('/api/user/bgg/withdraw', other.headers, body(20n * HFH));
    expect(withdrawalSchema.parse(hfh.json().data)).toMatchObject({
      coin: 'HFH',
      amount: (20n * HFH).toString(),
    });
    expect(await balanceOf(t.database, other.userId, 'HFH')).toEqual({
      available: 80n * HFH,
      frozen: 20n * HFH,
    });
    expect(await unreconciledBoth(t.database)).toEqual([]);
    expect((await withdraw('/api/user/bgg/withdraw', {}, body(20n * HFH))).statusCode).toBe(401);
  });
});
