import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { withdrawalSchema, withdrawalsSchema } from '@yuanlong/shared/withdraw';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, withdrawals } from '../src/db/schema.ts';
import { markFailed } from '../src/modules/withdraw/store.ts';
import { startTestChain, type TestChain } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { balanceOf, ledgerOf, testChainRuntime, unreconciledBoth, withdrawer } from './support/withdraw.ts';

const MDS = 10n ** 18n;
const HOUR = 3_600_000;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('withdrawing coins to the wallet: the request, on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, { chain: testChainRuntime(chain) });
  });
  afterAll(() => t.close());

  const withdraw = (headers: Record<string, string>, body: object, language = 'EN-US') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/withdraw',
      headers: { language, ...headers },
      payload: body,
    });
  const body = (amount: bigint, coin = 'MDS', pay_password = FUND_PASSWORD) => ({
    coin,
    amount: amount.toString(),
    pay_password,
  });

  /** The answer in English and Traditional Chinese: status and message. */
  async function answers(headers: Record<string, string>, payload: object) {
    const en = await withdraw(headers, payload, 'EN-US');
    const tw = await withdraw(headers, payload, 'ZH-TW');
    return [en.statusCode, en.json().msg, tw.statusCode, tw.json().msg];
  }

  it('refuses, in order and in the user’s language: no e-mail, not activated, fund password, amount, minimum', async () => {
    const noEmail = await withdrawer(t.database, { email: false, balances: { MDS: 100n * MDS } });
    expect(await answers(noEmail.headers, body(20n * MDS))).toEqual([
      403,
      'Please bind e-mail first',
      403,
      '請先綁定郵箱',
    ]);

    const inactive = await withdrawer(t.database, { activated: false, balances: { MDS: 100n * MDS } });
    expect(await answers(inactive.headers, body(0n))).toEqual([
      403,
      'Please top up 1 MDV first to activate your account.',
      403,
      '請先充值1 MDV激活帳戶',
    ]);

    const user = await withdrawer(t.database, { balances: { MDS: 100n * MDS, HFH: 100n * 10n ** 8n } });
    expect(await answers(user.headers, body(0n, 'MDS', ''))).toEqual([
      400,
      'Please enter the fund password.',
      400,
      '請輸入資金密碼',
    ]);
    expect(await answers(user.headers, body(0n, 'MDS', 'not-it'))).toEqual([
      400,
      'Fund password is wrong, 9 tries left',
      400,
      '資金密碼錯誤，還可嘗試8次',
    ]);

    expect(await answers(user.headers, body(0n))).toEqual([
      400,
      'amount must be greater than zero',
      400,
      '數量必須大於零',
    ]);
    expect(await answers(user.headers, body(10n * MDS - 1n))).toEqual([
      400,
      'The minimum withdrawal is 10 MDS',
      400,
      '最低提現數量為 10 MDS',
    ]);
    // HFH has 8 decimals: the minimum of 10 HFH is 10 × 10^8 base units.
    const hfh = await withdraw(user.headers, body(10n * 10n ** 8n - 1n, 'HFH'));
    expect(hfh.json().msg).toBe('The minimum withdrawal is 10 HFH');
    expect(await balanceOf(t.database, user.userId, 'MDS')).toEqual({ available: 100n * MDS, frozen: 0n });
  });

  it('refuses more than the available balance, in both languages', async () => {
    const user = await withdrawer(t.database, { balances: { MDS: 15n * MDS } });
    expect(await answers(user.headers, body(16n * MDS))).toEqual([
      400,
      'insufficient available balance',
      400,
      '可用餘額不足',
    ]);
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, user.userId))).toEqual(
      [],
    );
  });

  it('freezes the amount, queues the withdrawal to the account’s own wallet, and journals it', async () => {
    const user = await withdrawer(t.database, { balances: { MDS: 100n * MDS } });
    const res = await withdraw(user.headers, body(25n * MDS));
    expect(res.statusCode).toBe(200);
    const created = withdrawalSchema.parse(res.json().data);
    expect(created).toMatchObject({
      coin: 'MDS',
      amount: (25n * MDS).toString(),
      state: 'queued',
      tx_hash: null,
    });
    expect(created.to_address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await balanceOf(t.database, user.userId, 'MDS')).toEqual({
      available: 75n * MDS,
      frozen: 25n * MDS,
    });
    expect(await ledgerOf(t.database, user.userId, 'MDS')).toEqual([
      expect.objectContaining({ reason: 'demo_grant' }),
      {
        reason: 'withdraw_frozen',
        available: (-25n * MDS).toString(),
        frozen: (25n * MDS).toString(),
        reference: `withdrawal:${created.id}`,
      },
    ]);
    const feed = await t.database.db.select().from(activities).where(eq(activities.userId, user.userId));
    expect(feed.map((a) => [a.type, a.amount, a.coin, a.indexId])).toEqual([
      [ACTIVITY_TYPES.coinWithdrawRequested.code, 25n * MDS, 'MDS', created.id],
    ]);

    const list = await t.app.inject({ url: '/api/user/withdrawals', headers: user.headers });
    const data = withdrawalsSchema.parse(list.json().data);
    expect(data.items).toEqual([{ ...created, confirmations: 0, required: 3 }]);
    expect(data.minimums).toMatchObject({ MDS: (10n * MDS).toString(), HFH: (10n * 10n ** 8n).toString() });
    expect(data.minimums.BNB).toBe((10n ** 16n).toString());
    // The deposit minimums travel beside them, for the deposit dialog (defaults: 1 MDS, 0.001 BNB).
    expect(data.deposit_minimums).toMatchObject({ MDS: MDS.toString(), BNB: (10n ** 15n).toString() });
    expect(new Date(data.next_allowed_at!).getTime()).toBe(
      new Date(created.created_at).getTime() + 24 * HOUR,
    );
    expect(await unreconciledBoth(t.database)).toEqual([]);
  });

  it('allows one withdrawal per 24 hours; a failed one does not count', async () => {
    const user = await withdrawer(t.database, { balances: { MDS: 100n * MDS } });
    const first = await withdraw(user.headers, body(10n * MDS));
    expect(first.statusCode).toBe(200);
    const next = new Date(new Date(first.json().data.created_at).getTime() + 24 * HOUR);
    const time = `${next.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(await answers(user.headers, body(10n * MDS))).toEqual([
      429,
      `Withdrawal to the wallet is allowed once per 24 hours; try again after ${time}`,
      429,
      `每24小時只能提現一次，請於 ${time} 後再試`,
    ]);

    t.clock.advance(24 * HOUR + 1000);
    const second = await withdraw(user.headers, body(10n * MDS));
    expect(second.statusCode).toBe(200);
    // The second one fails (e.g. its voucher expired): the amount is back and it does not count.
    expect(await markFailed(t.database.db, second.json().data.id, new Date())).toBe(true);
    expect(await balanceOf(t.database, user.userId, 'MDS')).toEqual({
      available: 90n * MDS,
      frozen: 10n * MDS,
    });
    const third = await withdraw(user.headers, body(10n * MDS));
    expect(third.statusCode).toBe(200);
    expect((await ledgerOf(t.database, user.userId, 'MDS')).map((e) => e.reason)).toEqual([
      'demo_grant',
      'withdraw_frozen',
      'withdraw_frozen',
      'withdraw_failed',
      'withdraw_frozen',
    ]);
    expect(await unreconciledBoth(t.database)).toEqual([]);
  });
});
