import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { assetHistory, assets, balances, offers } from '../src/db/schema.ts';
import { reconcile } from '../src/modules/ledger/reconcile.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, trader, traders, unreconciled } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const AMOUNT = 80n * 10n ** 18n;
/** Simultaneous accepts of one offer: 200 on PostgreSQL; PGlite serialises, so fewer. */
const SELLERS = { postgres: 200, pglite: 30 } as const;

describe.each(databaseKinds)('concurrent accepts of one offer on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const makeOffer = (headers: Record<string, string>, body: object) =>
    post(t, '/api/offers', headers, {
      coin: 'MDS',
      amount: String(AMOUNT),
      expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      pay_password: FUND_PASSWORD,
      ...body,
    });
  const balance = async (userId: number) =>
    (
      await t.database.db
        .select()
        .from(balances)
        .where(and(eq(balances.userId, userId), eq(balances.coin, 'MDS')))
    )[0]!;
  const books = async () => {
    expect(await unreconciled(t.database)).toEqual([]);
    expect(
      await queryRows(t.database.db, sql`select * from balances where available < 0 or frozen < 0`),
    ).toEqual([]);
    expect((await reconcile(t.database.db)).ok).toBe(true);
  };

  it(`a collection offer is accepted exactly once by ${SELLERS[kind]} owners accepting at the same time`, {
    timeout: 240_000,
  }, async () => {
    const count = SELLERS[kind];
    const buyer = await trader(t.database, { balances: { MDS: AMOUNT } });
    const id = (await makeOffer(buyer.headers, { filter: { kind: 'equip', star: 5 } })).json().data
      .id as number;
    const sellers = await traders(t.database, count, 'MDV', 1n);
    const owned = await Promise.all(
      sellers.map((s) => makeAsset(t.database, s.userId, { kind: 1, star: 5, camp: null, profession: null })),
    );
    const totalBefore = await totalOf(t.database, 'MDS');

    const results = await Promise.all(
      sellers.map((s, i) => post(t, `/api/offers/${id}/accept`, s.headers, { asset_id: owned[i]!.id })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().msg))).toEqual(
      new Set(['This offer has already been accepted, cancelled or has expired.']),
    );
    const soldId = won[0]!.json().data.asset_id as number;
    const winner = sellers[owned.findIndex((a) => a.id === soldId)]!;
    const fee = (AMOUNT * 500n) / 10_000n;
    expect(await balance(buyer.userId)).toMatchObject({ available: 0n, frozen: 0n });
    expect(await balance(winner.userId)).toMatchObject({ available: AMOUNT - fee, frozen: 0n });
    const movedTo = await t.database.db
      .select({ id: assets.id })
      .from(assets)
      .where(eq(assets.ownerId, buyer.userId));
    expect(movedTo).toEqual([{ id: soldId }]);
    expect(
      await t.database.db.select().from(assetHistory).where(eq(assetHistory.toUserId, buyer.userId)),
    ).toHaveLength(1);
    expect(await totalOf(t.database, 'MDS')).toBe(totalBefore);
    await books();
  });

  it('an item offer ends once when its owner accepts many times while the offerer cancels', {
    timeout: 120_000,
  }, async () => {
    const owner = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: AMOUNT } });
    const asset = await makeAsset(t.database, owner.userId);
    const id = (await makeOffer(buyer.headers, { asset_id: asset.id })).json().data.id as number;
    const attempts = [
      ...Array.from({ length: 20 }, () => post(t, `/api/offers/${id}/accept`, owner.headers, {})),
      post(t, `/api/offers/${id}/cancel`, buyer.headers),
      ...Array.from({ length: 20 }, () => post(t, `/api/offers/${id}/accept`, owner.headers, {})),
    ];
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    const buyerBalance = await balance(buyer.userId);
    if (row!.state === 'accepted') {
      expect(buyerBalance).toMatchObject({ available: 0n, frozen: 0n });
    } else {
      expect(row!.state).toBe('cancelled');
      expect(buyerBalance).toMatchObject({ available: AMOUNT, frozen: 0n });
    }
    await books();
  });
});
