import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOutbox, users } from '../src/db/schema.ts';
import { startTestChain, type TestChain } from './support/chain.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post } from './support/market.ts';
import { signedInOperator } from './support/operators.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';
import { balanceOf, ledgerOf, testChainRuntime, unreconciledBoth, withdrawer } from './support/withdraw.ts';

const MDS = 10n ** 18n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(databaseKinds)('the console’s controls over players on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      chain: testChainRuntime(chain),
      env: { WITHDRAW_HOLD_THRESHOLDS: 'MDS=100' },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { language: 'EN-US', ...headers } });
  const auditOf = async (headers: Record<string, string>, target: string) =>
    ((await get('/api/admin/audit?limit=100', headers)).json().data.items as { target: string }[]).filter(
      (e) => e.target === target,
    );
  const withdraw = (headers: Record<string, string>, amount: bigint) =>
    post(t, '/api/user/withdraw', headers, {
      coin: 'MDS',
      amount: amount.toString(),
      pay_password: FUND_PASSWORD,
    });

  it('finds a user by id, address, e-mail and invite code, and shows their account', async () => {
    const player = await withdrawer(t.database, { balances: { MDS: 50n * MDS } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.userId));
    const viewer = await signedInOperator(t, 'viewer');
    for (const q of [
      String(row!.id),
      row!.address!.toUpperCase(),
      row!.email!,
      row!.inviteCode.toLowerCase(),
    ]) {
      const found = (await get(`/api/admin/users?q=${encodeURIComponent(q)}`, viewer.headers)).json().data
        .items;
      expect(
        found.map((u: { id: number }) => u.id),
        q,
      ).toEqual([player.userId]);
    }
    const asset = await makeAsset(t.database, player.userId);
    const listed = await post(t, `/api/card/sell/${asset.id}`, player.headers, { price: '100', coin: 'MDS' });
    expect(listed.json().code, listed.body).toBe(200);
    const detail = (await get(`/api/admin/users/${player.userId}`, viewer.headers)).json().data;
    expect(detail.user).toMatchObject({
      id: player.userId,
      activated: true,
      frozen_at: null,
      second_factor: false,
    });
    expect(detail.roles).toMatchObject([{ server_id: 1 }]);
    expect(detail.balances).toContainEqual({
      server_id: 1,
      coin: 'MDS',
      available: String(50n * MDS),
      frozen: '0',
    });
    expect(detail.ledger[0]).toMatchObject({ reason: 'demo_grant', available_delta: String(50n * MDS) });
    expect(detail.assets[0]).toMatchObject({ id: asset.id, listing: { price: '100', coin: 'MDS' } });
    expect(detail.activity[0]).toMatchObject({
      type: ACTIVITY_TYPES.marketListed.code,
      asset_id: asset.id,
      name: asset.name,
      amount: '100',
      coin: 'MDS',
      other_user_id: null,
    });
    expect(detail.sessions).toHaveLength(1);
    // A viewer looks but does not act.
    const refused = await post(t, `/api/admin/users/${player.userId}/freeze`, viewer.headers, {
      frozen: true,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('freezes a player: signed out, their next action and sign-in refused in their language; unfreezes', async () => {
    const player = await withdrawer(t.database, { balances: { MDS: 50n * MDS } });
    const support = await signedInOperator(t, 'support');
    const frozen = await post(t, `/api/admin/users/${player.userId}/freeze`, support.headers, {
      frozen: true,
    });
    expect(frozen.json().data.frozen_at).not.toBeNull();
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/user/nickname',
      headers: { ...player.headers, language: 'ZH-TW' },
      payload: { nickname: 'again' },
    });
    expect(next.json()).toEqual({ code: 401, msg: '此帳號已被凍結，請聯繫客服', data: null });
    expect((await get('/api/user/info', player.headers)).json().msg).toBe(
      'This account is frozen. Please contact support.',
    );
    expect((await get(`/api/admin/users/${player.userId}`, support.headers)).json().data.sessions).toEqual(
      [],
    );
    const { openSession } = await import('../src/modules/auth/session-service.ts');
    await expect(openSession(t.database.db, player.userId, 60_000)).rejects.toThrow(/accountFrozen/);

    await post(t, `/api/admin/users/${player.userId}/freeze`, support.headers, { frozen: false });
    await expect(openSession(t.database.db, player.userId, 60_000)).resolves.toMatchObject({
      token: expect.any(String),
    });
    expect((await auditOf(support.headers, `user:${player.userId}`)).map((e) => e)).toMatchObject([
      { action: 'user.unfreeze', operator: support.name, before: { frozen: true }, after: { frozen: false } },
      { action: 'user.freeze', operator: support.name, before: { frozen: false }, after: { frozen: true } },
    ]);
  });

  it('holds a withdrawal above the threshold until finance releases it; a refused one comes back through the ledger', async () => {
    const finance = await signedInOperator(t, 'finance');
    const support = await signedInOperator(t, 'support');
    const small = await withdrawer(t.database, { balances: { MDS: 500n * MDS } });
    expect((await withdraw(small.headers, 100n * MDS)).json().data.state).toBe('queued');

    const big = await withdrawer(t.database, { balances: { MDS: 500n * MDS } });
    const held = (await withdraw(big.headers, 101n * MDS)).json().data;
    expect(held.state).toBe('held');
    expect(await balanceOf(t.database, big.userId, 'MDS')).toEqual({
      available: 399n * MDS,
      frozen: 101n * MDS,
    });
    const queue = (await get('/api/admin/withdrawals/held', support.headers)).json().data.items;
    expect(queue.map((w: { id: number }) => w.id)).toContain(held.id);
    // Support may not decide; finance may, once.
    expect((await post(t, `/api/admin/withdrawals/${held.id}/release`, support.headers)).statusCode).toBe(
      403,
    );
    const released = await post(t, `/api/admin/withdrawals/${held.id}/release`, finance.headers);
    expect(released.json().data.state).toBe('queued');
    expect((await post(t, `/api/admin/withdrawals/${held.id}/refuse`, finance.headers)).json()).toMatchObject(
      {
        code: 409,
        msg: 'This withdrawal is not waiting for review.',
      },
    );

    const other = await withdrawer(t.database, { balances: { MDS: 500n * MDS } });
    const second = (await withdraw(other.headers, 200n * MDS)).json().data;
    const refused = await post(t, `/api/admin/withdrawals/${second.id}/refuse`, finance.headers);
    expect(refused.json().data.state).toBe('refused');
    expect(await balanceOf(t.database, other.userId, 'MDS')).toEqual({ available: 500n * MDS, frozen: 0n });
    expect((await ledgerOf(t.database, other.userId, 'MDS')).map((e) => e.reason)).toEqual([
      'demo_grant',
      'withdraw_frozen',
      'withdraw_refused',
    ]);
    expect(await unreconciledBoth(t.database)).toEqual([]);
    // A refused withdrawal does not count for the once-a-day rule.
    expect((await withdraw(other.headers, 50n * MDS)).json().data.state).toBe('queued');
    expect(await auditOf(finance.headers, `withdrawal:${second.id}`)).toMatchObject([
      {
        action: 'withdrawal.refuse',
        before: { state: 'held', amount: String(200n * MDS) },
        after: { state: 'refused' },
      },
    ]);
  });

  it('delists a listing and resets a lost second factor, each audited', async () => {
    const support = await signedInOperator(t, 'support');
    const seller = await withdrawer(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    const listed = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(5n * MDS),
      coin: 'MDS',
    });
    const listingId = listed.json().data.listing_id as number;
    const delisted = await post(t, `/api/admin/listings/${listingId}/delist`, support.headers);
    expect(delisted.json().data).toEqual({ id: listingId, asset_id: asset.id });
    expect((await post(t, `/api/admin/listings/${listingId}/delist`, support.headers)).statusCode).toBe(409);
    expect(await auditOf(support.headers, `listing:${listingId}`)).toMatchObject([
      { action: 'listing.delist', after: { on_sale: false } },
    ]);
    // The game hears of it: the listing's lock, then its release.
    const commands = await t.database.db
      .select({ type: gameOutbox.type, command: gameOutbox.command })
      .from(gameOutbox)
      .where(eq(gameOutbox.assetId, asset.id))
      .orderBy(asc(gameOutbox.id));
    expect(commands.map((c) => c.type)).toEqual(['asset.lock', 'asset.release']);
    expect(commands[1]!.command).toMatchObject({ role: { user_id: seller.userId, server_id: 1 } });

    await t.database.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, seller.userId));
    const reset = await post(t, `/api/admin/users/${seller.userId}/second-factor/reset`, support.headers);
    expect(reset.json().data.second_factor).toBe(false);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.userId));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(row!.securityChangedAt).not.toBeNull();
    expect(await auditOf(support.headers, `user:${seller.userId}`)).toMatchObject([
      {
        action: 'user.second-factor.reset',
        before: { second_factor: true },
        after: { second_factor: false },
      },
    ]);
  });
});
