import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { assets, ledgerEntries, offers } from '../src/db/schema.ts';
import { inTransaction } from '../src/lib/transaction.ts';
import { LEDGER_REASONS, shift } from '../src/modules/ledger/ledger.ts';
import { platformUserId } from '../src/modules/ledger/platform.ts';
import type { Trade } from '../src/modules/market/trade.ts';
import { transferAsset } from '../src/modules/market/trade-kernel.ts';
import { databaseKinds, openTestDatabase } from './support/databases.ts';
import { makeAsset, totalOf, trader } from './support/market.ts';

const E18 = 10n ** 18n;

describe.each(databaseKinds)('the trade kernel on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** Two funded users (the first has the lower id) and a trade of an asset of `sellerOf` to the other. */
  async function setUp() {
    const low = await trader(database, { balances: { MDS: 100n * E18 } });
    const high = await trader(database, { balances: { MDS: 100n * E18 } });
    const platformId = await platformUserId(database.db);
    const trade = (seller: number, buyer: number, asset: Trade['asset'], listingId: number): Trade => ({
      asset,
      buyerId: buyer,
      sellerId: seller,
      serverId: 1,
      coin: 'MDS',
      price: 10n * E18,
      fee: E18,
      platformId,
      source: { kind: 'listing', listingId },
    });
    return { low: low.userId, high: high.userId, platformId, trade };
  }
  const transfer = (trade: Trade) => inTransaction(database.db, (tx) => transferAsset(tx, trade, new Date()));
  const entriesOf = async (reference: string) =>
    (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference))).sort(
      (a, b) => a.id - b.id,
    );

  it('touches balances in user-id order, the platform last, whichever side pays', async () => {
    const { low, high, platformId, trade } = await setUp();
    const first = await makeAsset(database, high);
    await transfer(trade(high, low, first, 900_001));
    expect((await entriesOf('listing:900001')).map((e) => [e.userId, e.reason])).toEqual([
      [low, 'market_buy'],
      [high, 'market_sale'],
      [platformId, 'market_fee'],
    ]);
    const second = await makeAsset(database, low);
    await transfer(trade(low, high, second, 900_002));
    expect((await entriesOf('listing:900002')).map((e) => [e.userId, e.reason])).toEqual([
      [low, 'market_sale'],
      [high, 'market_buy'],
      [platformId, 'market_fee'],
    ]);
  });

  it('writes the platform’s fee last, after the offers the sale releases', async () => {
    const { low, high, platformId, trade } = await setUp();
    const asset = await makeAsset(database, high);
    // A third player's open offer on the asset, its amount frozen as the offers module does.
    const offerer = await trader(database, { balances: { MDS: 100n * E18 } });
    const [open] = await database.db
      .insert(offers)
      .values({
        offererId: offerer.userId,
        serverId: 1,
        coin: 'MDS',
        amount: 5n * E18,
        assetId: asset.id,
        kind: asset.kind,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await shift(
      database.db,
      {
        userId: offerer.userId,
        serverId: 1,
        coin: 'MDS',
        amount: 5n * E18,
        reason: LEDGER_REASONS.offerFrozen,
        reference: `offer:${open!.id}`,
      },
      { available: -5n * E18, frozen: 5n * E18 },
    );
    await transfer(trade(high, low, asset, 900_005));
    const released = await entriesOf(`offer:${open!.id}`);
    expect(released.map((e) => e.reason)).toEqual(['offer_frozen', 'offer_released']);
    const [fee] = (await entriesOf('listing:900005')).filter((e) => e.userId === platformId);
    expect(fee!.id).toBeGreaterThan(released[1]!.id);
  });

  it('moves nothing, money included, unless the seller still holds the asset as it was locked', async () => {
    const { low, high, trade } = await setUp();
    const asset = await makeAsset(database, high);
    const total = await totalOf(database, 'MDS');
    // Someone else's asset, and the seller's asset in another status than the one locked.
    await expect(transfer(trade(low, high, asset, 900_003))).rejects.toMatchObject({ kind: 'conflict' });
    await expect(transfer(trade(high, low, { ...asset, status: 1 }, 900_004))).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await entriesOf('listing:900003')).toEqual([]);
    expect(await entriesOf('listing:900004')).toEqual([]);
    expect(await totalOf(database, 'MDS')).toBe(total);
    const [row] = await database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row!.ownerId).toBe(high);
  });
});
