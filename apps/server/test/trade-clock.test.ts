import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assetHistory, gameOutbox, ledgerEntries, listings, offers } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { FUND_PASSWORD, makeAsset, post, trader } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

const E18 = 10n ** 18n;
const HOUR = 3_600_000;

/*
 * A trade writes one time, the service's clock, everywhere it writes one: the listing, the
 * offers it ends, the history, the ledger, the game's command, the activity entries. The clock
 * is stopped hours ahead of the database's now(), so a time taken anywhere else shows.
 */
describe.each(databaseKinds)('one clock per trade on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A listed asset (100 MDS) with a rival's open offer on it, and a funded buyer. */
  async function market() {
    const seller = await trader(t.database);
    const buyer = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const rival = await trader(t.database, { balances: { MDS: 500n * E18 } });
    const asset = await makeAsset(t.database, seller.userId);
    const sold = await post(t, `/api/card/sell/${asset.id}`, seller.headers, {
      price: String(100n * E18),
      coin: 'MDS',
    });
    const makeOffer = (headers: Record<string, string>, amount: bigint) =>
      post(t, '/api/offers', headers, {
        asset_id: asset.id,
        coin: 'MDS',
        amount: String(amount),
        expires_at: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
        pay_password: FUND_PASSWORD,
      });
    const rivalOffer = (await makeOffer(rival.headers, 40n * E18)).json().data.id as number;
    return { seller, buyer, asset, listingId: sold.json().data.listing_id as number, rivalOffer, makeOffer };
  }

  /** Stops the clock three hours ahead (a time the database's now() is not). */
  function stopClock(): Date {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * HOUR);
    t.clock.stop(at);
    return at;
  }

  /** What a trade wrote besides the offers: every time in it must be `at`. */
  async function expectWrittenAt(
    at: Date,
    trade: {
      assetId: number;
      listingId: number;
      references: string[];
      indexId: number;
      types: number[];
      paidWith: string[];
    },
  ) {
    const { assetId, references, indexId, types, paidWith } = trade;
    const db = t.database.db;
    const [listing] = await db.select().from(listings).where(eq(listings.id, trade.listingId));
    expect([listing!.closedAt, listing!.updatedAt]).toEqual([at, at]);
    const history = await db.select().from(assetHistory).where(eq(assetHistory.assetId, assetId));
    expect(history.map((h) => h.at)).toEqual([at]);
    const entries = await db
      .select()
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.reference, references), ne(ledgerEntries.reason, 'offer_frozen')));
    // The buyer's payment, the seller's proceeds, the fee and the rival's release.
    expect(entries.map((e) => e.reason).sort()).toEqual(paidWith.sort());
    expect(entries.filter((e) => e.createdAt.getTime() !== at.getTime())).toEqual([]);
    const [command] = await db
      .select()
      .from(gameOutbox)
      .where(and(eq(gameOutbox.assetId, assetId), eq(gameOutbox.type, 'asset.transfer')));
    expect(command!.createdAt).toEqual(at);
    const sides = await db
      .select()
      .from(activities)
      .where(and(eq(activities.indexId, indexId), inArray(activities.type, types)));
    expect(sides.map((a) => a.createdAt)).toEqual([at, at]);
  }

  it('a market purchase writes the clock time on the listing, the offers it ends, the history, ledger and game command', async () => {
    const { buyer, asset, listingId, rivalOffer } = await market();
    const at = stopClock();
    const bought = await post(t, '/api/card/buy', buyer.headers, {
      id: asset.id,
      pay_password: FUND_PASSWORD,
      expected_price: String(100n * E18),
      coin: 'MDS',
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [lost] = await t.database.db.select().from(offers).where(eq(offers.id, rivalOffer));
    expect([lost!.state, lost!.endedAt]).toEqual(['lost', at]);
    await expectWrittenAt(at, {
      assetId: asset.id,
      listingId,
      references: [`listing:${listingId}`, `offer:${rivalOffer}`],
      indexId: listingId,
      types: [ACTIVITY_TYPES.marketBought.code, ACTIVITY_TYPES.marketSold.code],
      paidWith: ['market_buy', 'market_sale', 'market_fee', 'offer_released'],
    });
  });

  it('an accepted offer writes the clock time on the offers, the listing it closes, the history, ledger and game command', async () => {
    const { seller, buyer, asset, listingId, rivalOffer, makeOffer } = await market();
    const accepted = (await makeOffer(buyer.headers, 90n * E18)).json().data.id as number;
    const at = stopClock();
    const res = await post(t, `/api/offers/${accepted}/accept`, seller.headers, {});
    expect(res.statusCode, res.body).toBe(200);
    const ended = await t.database.db
      .select()
      .from(offers)
      .where(inArray(offers.id, [accepted, rivalOffer]))
      .orderBy(offers.id);
    expect(ended.map((o) => [o.state, o.endedAt])).toEqual([
      ['lost', at],
      ['accepted', at],
    ]);
    await expectWrittenAt(at, {
      assetId: asset.id,
      listingId,
      references: [`offer:${accepted}`, `offer:${rivalOffer}`],
      indexId: accepted,
      types: [ACTIVITY_TYPES.offerBought.code, ACTIVITY_TYPES.offerSold.code],
      paidWith: ['offer_paid', 'offer_sale', 'market_fee', 'offer_released'],
    });
  });
});
