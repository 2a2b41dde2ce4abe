import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.ts';
import { assetHistory, assets, listings } from '../../src/db/schema.ts';
import { databaseKinds } from '../support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, totalOf, trader, traders, unreconciled } from '../support/market.ts';
import { startTestApp, type TestContext } from '../support/test-app.ts';

const PRICE = 50n * 10n ** 18n;
/** Simultaneous buyers of one listing: the 1,000 on PostgreSQL; PGlite serialises, so fewer. */
const BUYERS = { postgres: 1_000, pglite: 200 } as const;

/**
 * The no-double-sell guarantees under real concurrency (PostgreSQL; PGlite serialises, so there
 * it checks the same outcome without races).
 */
describe.each(databaseKinds)('concurrent purchases on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const negativeBalances = () =>
    queryRows(t.database.db, sql`select * from balances where available < 0 or frozen < 0`);

  /** Every balance row, keyed `user:coin` → available/frozen. */
  async function allBalances() {
    const rows = await queryRows<{ user_id: number; coin: string; available: string; frozen: string }>(
      t.database.db,
      sql`select user_id, coin, available::text, frozen::text from balances`,
    );
    return new Map(rows.map((r) => [`${r.user_id}:${r.coin}`, `${r.available}/${r.frozen}`]));
  }

  it(`sells one listing exactly once to ${BUYERS[kind]} simultaneous buyers`, {
    timeout: 240_000,
  }, async () => {
    const count = BUYERS[kind];
    const seller = await trader(t.database);
    const asset = await makeAsset(t.database, seller.userId);
    await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(PRICE), coin: 'MDS' });
    const buyers = await traders(t.database, count, 'MDS', PRICE);
    const totalBefore = await totalOf(t.database, 'MDS');
    const before = await allBalances();

    const results = await Promise.all(
      buyers.map((b) =>
        post(t, '/api/card/buy', b.headers, {
          id: asset.id,
          pay_password: FUND_PASSWORD,
          expected_price: String(PRICE),
          coin: 'MDS',
        }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.json())).toEqual(
      Array(count - 1).fill({
        code: 409,
        msg: 'Sorry, this item has already been sold or taken off sale.',
        data: null,
      }),
    );
    const winner = buyers[results.indexOf(won[0]!)]!;
    const [owned] = await t.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(owned).toMatchObject({ ownerId: winner.userId, status: null });
    const sales = await t.database.db.select().from(listings).where(eq(listings.assetId, asset.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ status: 51, buyerId: winner.userId });
    const history = await t.database.db.select().from(assetHistory).where(eq(assetHistory.assetId, asset.id));
    expect(history.filter((h) => h.toUserId === winner.userId)).toHaveLength(1);
    expect(await totalOf(t.database, 'MDS')).toBe(totalBefore);
    // Only the winner, the seller and the platform's fee account moved; every loser kept every coin.
    const after = await allBalances();
    const changed = [...after].filter(([key, value]) => before.get(key) !== value).map(([key]) => key);
    expect(changed.every((key) => /^\d+:MDS$/.test(key))).toBe(true);
    expect(changed).toContain(`${winner.userId}:MDS`);
    expect(changed).toContain(`${seller.userId}:MDS`);
    expect(changed.length).toBeLessThanOrEqual(3);
    expect(await negativeBalances()).toEqual([]);
    expect(await unreconciled(t.database)).toEqual([]);
  });

  it('never lets one buyer spend more than the balance across simultaneous purchases', async () => {
    const buyer = await trader(t.database, { balances: { MDS: PRICE } });
    const ids: number[] = [];
    // Ten at once: the fund-password check reserves a try per attempt in flight and allows ten.
    for (let i = 0; i < 10; i += 1) {
      const seller = await trader(t.database);
      const asset = await makeAsset(t.database, seller.userId);
      await post(t, `/api/card/sell/${asset.id}`, seller.headers, { price: String(PRICE), coin: 'MDS' });
      ids.push(asset.id);
    }
    const totalBefore = await totalOf(t.database, 'MDS');
    const results = await Promise.all(
      ids.map((id) =>
        post(t, '/api/card/buy', buyer.headers, {
          id,
          pay_password: FUND_PASSWORD,
          expected_price: String(PRICE),
          coin: 'MDS',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json().msg).toBe('insufficient available balance');
    }
    expect(await totalOf(t.database, 'MDS')).toBe(totalBefore);
    expect(await negativeBalances()).toEqual([]);
    expect(await unreconciled(t.database)).toEqual([]);
    const open = await t.database.db.select().from(listings).where(eq(listings.status, 1));
    expect(open.filter((l) => ids.includes(l.assetId))).toHaveLength(9);
  });
});
