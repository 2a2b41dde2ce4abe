import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../src/db/schema.ts';
import { reconcile } from '../src/modules/ledger/reconcile.ts';
import { expireOffers } from '../src/modules/offers/expiry.ts';
import { databaseKinds } from './support/databases.ts';
import { setGameRole } from './support/game.ts';
import { makeAsset, post, totalOf, trader } from './support/market.ts';
import {
  AMOUNT,
  balance,
  books,
  E18,
  feed,
  HOUR,
  inHours,
  offer,
  offerRow,
  offersSuite,
  t,
} from './support/offers-suite.ts';

describe.each(databaseKinds)('offers on %s', (kind) => {
  offersSuite(kind);

  it('freezes the amount of an offer on an item and releases it when cancelled', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    const before = await totalOf(t.database, 'MDS');

    const made = await offer(buyer.headers, { asset_id: asset.id });
    expect(made.json()).toMatchObject({
      code: 200,
      data: { state: 'open', amount: String(AMOUNT), asset_id: asset.id, filter: null, mine: true },
    });
    const id = made.json().data.id as number;
    expect(await balance(buyer.userId)).toEqual({ available: 300n * E18, frozen: AMOUNT });
    const info = (await t.app.inject({ url: '/api/user/info', headers: buyer.headers })).json().data;
    expect(info.frozen_coins.MDS).toBe(String(AMOUNT));
    expect((await books()).coins.find((c) => c.coin === 'MDS')!.openOffers).toBeGreaterThanOrEqual(AMOUNT);

    // The public list of the asset's offers shows it; the owner sees it as received.
    const listed = (await t.app.inject({ url: `/api/offers/asset/${asset.id}` })).json().data.items;
    expect(listed.map((o: { id: number }) => o.id)).toContain(id);
    const received = (await t.app.inject({ url: '/api/user/offers', headers: owner.headers })).json().data;
    expect(received.received).toMatchObject([{ id, matching_assets: [{ id: asset.id, name: asset.name }] }]);

    // Only the offerer cancels, once.
    expect((await post(t, `/api/offers/${id}/cancel`, owner.headers)).statusCode).toBe(403);
    const cancelled = await post(t, `/api/offers/${id}/cancel`, buyer.headers);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect(await balance(buyer.userId)).toEqual({ available: 500n * E18, frozen: 0n });
    const again = await post(t, `/api/offers/${id}/cancel`, buyer.headers);
    expect([again.statusCode, again.json().msg]).toEqual([
      409,
      'This offer has already been accepted, cancelled or has expired.',
    ]);
    expect(await feed(buyer.userId)).toEqual([
      ACTIVITY_TYPES.offerMade.code,
      ACTIVITY_TYPES.offerCancelled.code,
    ]);
    expect(await totalOf(t.database, 'MDS')).toBe(before);
    await books();
  });

  it('refuses an offer that breaks a rule, and freezes nothing', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    const wallet = await makeAsset(t.database, owner.userId, { location: 1 });
    const locked = await makeAsset(t.database, owner.userId, { status: 3 });
    const refusal = async (headers: Record<string, string>, body: object) => {
      const res = await offer(headers, body);
      return [res.statusCode, res.json().msg];
    };
    expect(await refusal(owner.headers, { asset_id: asset.id })).toEqual([
      400,
      'You cannot make an offer on your own asset.',
    ]);
    expect(await refusal(buyer.headers, { asset_id: wallet.id })).toEqual([
      409,
      'NFT already transferred out; return it before proceeding.',
    ]);
    expect((await refusal(buyer.headers, { asset_id: locked.id }))[0]).toBe(409);
    expect(await refusal(buyer.headers, { asset_id: asset.id, amount: String(600n * E18) })).toEqual([
      400,
      'insufficient available balance',
    ]);
    expect(await refusal(buyer.headers, { asset_id: asset.id, amount: '0' })).toEqual([
      400,
      'amount must be greater than zero',
    ]);
    expect(await refusal(buyer.headers, { asset_id: asset.id, expires_at: inHours(0.1) })).toEqual([
      400,
      'An offer must last from 10 minutes to 30 days.',
    ]);
    expect((await refusal(buyer.headers, { asset_id: asset.id, expires_at: inHours(31 * 24) }))[0]).toBe(400);
    expect((await refusal(buyer.headers, { asset_id: asset.id, filter: { kind: 'hero' } }))[0]).toBe(400);
    expect((await refusal(buyer.headers, {}))[0]).toBe(400);
    expect((await refusal(buyer.headers, { asset_id: asset.id, pay_password: 'wrong-password-1' }))[0]).toBe(
      400,
    );
    const inactive = await trader(t.database, { activated: false, balances: { MDS: 500n * E18 } });
    expect((await refusal(inactive.headers, { asset_id: asset.id }))[0]).toBe(403);
    await setGameRole(t, buyer.userId, { online: true });
    expect((await refusal(buyer.headers, { asset_id: asset.id }))[0]).toBe(403);
    await setGameRole(t, buyer.userId, { online: false });
    expect(await balance(buyer.userId)).toEqual({ available: 500n * E18, frozen: 0n });
    expect(await feed(buyer.userId)).toEqual([]);
  });

  it('an expired offer releases its freeze and can no longer be accepted', async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, owner.userId);
    const id = (await offer(buyer.headers, { asset_id: asset.id, expires_at: inHours(1) })).json().data
      .id as number;
    expect(await expireOffers(t.database.db, t.clock.now())).toBe(0);
    t.clock.advance(HOUR + 1_000);
    // Past its time it is shown expired and refused, even before the sweep.
    expect((await t.app.inject({ url: `/api/offers/asset/${asset.id}` })).json().data.items).toEqual([]);
    const late = await post(t, `/api/offers/${id}/accept`, owner.headers, {});
    expect([late.statusCode, late.json().msg]).toEqual([
      409,
      'This offer has already been accepted, cancelled or has expired.',
    ]);
    expect(await balance(buyer.userId)).toEqual({ available: 300n * E18, frozen: AMOUNT });
    expect(await expireOffers(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await offerRow(id)).state).toBe('expired');
    expect(await balance(buyer.userId)).toEqual({ available: 500n * E18, frozen: 0n });
    expect(await feed(buyer.userId)).toEqual([
      ACTIVITY_TYPES.offerMade.code,
      ACTIVITY_TYPES.offerExpired.code,
    ]);
    expect(await expireOffers(t.database.db, t.clock.now())).toBe(0);
    await books();
  });

  it('reconciliation names frozen coins that no open offer explains', async () => {
    const buyer = await trader(t.database, { balances: { MDS: 10n * E18 } });
    await t.database.db.insert(offers).values({
      offererId: buyer.userId,
      serverId: 1,
      coin: 'MDS',
      amount: 7n,
      kind: 0,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const r = await reconcile(t.database.db);
    expect(r.ok).toBe(false);
    expect(r.coins.find((c) => c.coin === 'MDS')!.frozenUnexplained).toBe(-7n);
    await t.database.db.update(offers).set({ state: 'cancelled' }).where(eq(offers.amount, 7n));
    await books();
  });
});
