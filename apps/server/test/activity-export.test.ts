import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { ACTIVITY_EXPORT_COLUMNS, ACTIVITY_EXPORT_HEADERS } from '@yuanlong/shared/activity-export';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema.ts';
import { recordActivities } from '../src/modules/activity/service.ts';
import { databaseKinds } from './support/databases.ts';
import { signedInUser, startTestApp, type TestContext } from './support/test-app.ts';

const COIN = 10n ** 18n;

describe.each(databaseKinds)('activity export as CSV (%s)', (kind) => {
  let t: TestContext;
  let player: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    player = await signedInUser(t.database, 600_000);
    const other = await signedInUser(t.database, 600_000);
    await recordActivities(t.database.db, [
      {
        userId: player.userId,
        type: ACTIVITY_TYPES.coinDeposited.code,
        amount: 1n,
        coin: 'BNB',
      },
      {
        userId: player.userId,
        type: ACTIVITY_TYPES.marketSold.code,
        assetsId: 7,
        kind: 1,
        amount: 12n * COIN + COIN / 2n,
        twoAmount: 11n * COIN + (COIN * 875n) / 1000n,
        fee: (COIN * 625n) / 1000n,
        coin: 'MDS',
        nftName: 'Hero, "Sun"',
        twoUserId: other.userId,
        twoAddress: '0x00000000000000000000000000000000000000aa',
        indexId: 42,
      },
      { userId: player.userId, type: ACTIVITY_TYPES.marketListed.code, assetsId: 8, nftName: '=SUM(A1)' },
      { userId: other.userId, type: ACTIVITY_TYPES.marketBought.code, amount: 5n, coin: 'MDS' },
    ]);
  });
  afterAll(() => t.close());

  const download = (query = '', language = 'EN-US') =>
    t.app.inject({
      url: `/api/user/activities/export${query}`,
      headers: { ...player.headers, language },
    });
  const rowsOf = (body: string) => parse(body, { bom: true }) as string[][];

  it('sends the signed-in player’s entries, newest first, with exact amounts in whole coins and base units', async () => {
    const answer = await download();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="yuanlong-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = rowsOf(answer.body);
    expect(header).toEqual(ACTIVITY_EXPORT_COLUMNS.map((column) => ACTIVITY_EXPORT_HEADERS.en[column]));
    // Only the player's own three entries, newest first.
    expect(rows.map((row) => row[1])).toEqual(['1', '5', '7']);
    const sale = Object.fromEntries(ACTIVITY_EXPORT_COLUMNS.map((column, i) => [column, rows[1]![i]]));
    expect(sale).toMatchObject({
      event: 'Sold',
      coin: 'MDS',
      amount: '12.5',
      received: '11.875',
      fee: '0.625',
      amount_base_units: '12500000000000000000',
      received_base_units: '11875000000000000000',
      fee_base_units: '625000000000000000',
      asset_id: '7',
      item: 'Hero, "Sun"',
      counterparty: '0x00000000000000000000000000000000000000aa',
      listing_id: '42',
    });
    expect(sale.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // One base unit of BNB is written exactly, not rounded away.
    expect(rows[2]![4]).toBe('0.000000000000000001');
    // A name a spreadsheet would run as a formula is written as text.
    expect(rows[0]![11]).toBe("'=SUM(A1)");
  });

  it('filters by category and names the columns and events in the reader’s language', async () => {
    const [header, ...rows] = rowsOf((await download('?category=chain', 'ZH-TW')).body);
    expect(header![0]).toBe(ACTIVITY_EXPORT_HEADERS.tw.time);
    expect(rows).toHaveLength(1);
    expect(rows[0]![2]).toBe(ACTIVITY_TYPES.coinDeposited.names.tw);
  });

  it('writes every entry of a long history', async () => {
    const many = await signedInUser(t.database, 600_000);
    await t.database.db.insert(activities).values(
      Array.from({ length: 2_345 }, (_, i) => ({
        userId: many.userId,
        type: ACTIVITY_TYPES.marketListed.code,
        assetsId: i + 1,
      })),
    );
    const answer = await t.app.inject({ url: '/api/user/activities/export', headers: many.headers });
    const rows = rowsOf(answer.body).slice(1);
    expect(rows).toHaveLength(2_345);
    expect(rows[0]![10]).toBe('2345');
    expect(rows.at(-1)![10]).toBe('1');
  });

  it('refuses a visitor and an unknown category with the envelope', async () => {
    const visitor = await t.app.inject({
      url: '/api/user/activities/export',
      headers: { language: 'EN-US' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 401, data: null });
    expect((await download('?category=gold')).statusCode).toBe(400);
  });
});
