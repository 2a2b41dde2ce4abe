import { shortAddress } from '@yuanlong/shared/address';
import { ASSET_KINDS, GRADE_GROUPS, gradeGroupOf } from '@yuanlong/shared/catalogue';
import { envelopeOf } from '@yuanlong/shared/envelope';
import { type MarketItem, type MarketListParams, marketPageSchema } from '@yuanlong/shared/market';
import { marketParamsFromUrl } from '@yuanlong/shared/market-url';
import { desc, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { listings } from '../src/db/schema.ts';
import { databaseKinds } from './support/databases.ts';
import { seedCatalogue } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

/** The listing ids a filter should give, straight from SQL written independently of the service. */
async function expectedIds(t: TestContext, p: MarketListParams): Promise<number[]> {
  const where: SQL[] = [sql`status = 1`];
  if (p.kind) where.push(sql`kind = ${ASSET_KINDS[p.kind].code}`);
  for (const field of ['camp', 'profession', 'element', 'star'] as const) {
    if (p[field]) where.push(sql`${sql.raw(field)} = ${Number(p[field])}`);
  }
  if (p.grade) {
    const [min, max] = GRADE_GROUPS[Number(p.grade)]!;
    where.push(sql`grade >= ${min} and grade <= ${max}`);
  }
  const sort = p.sort ?? 'latest';
  const coin = p.coin ?? (sort !== 'latest' || p.price_min || p.price_max ? 'MDS' : undefined);
  if (coin) where.push(sql`coin = ${coin}`);
  if (p.price_min) where.push(sql`price >= ${p.price_min}::numeric`);
  if (p.price_max) where.push(sql`price <= ${p.price_max}::numeric`);
  const order = { latest: 'id desc', price_asc: 'price asc, id asc', price_desc: 'price desc, id desc' }[
    sort
  ];
  const rows = await queryRows<{ id: number | string }>(
    t.database.db,
    sql`select id from listings where ${sql.join(where, sql` and `)} order by ${sql.raw(order)}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Every page of a query, following next_cursor to the end. */
async function allPages(t: TestContext, p: MarketListParams, size: number) {
  const items: MarketItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ ...stringify(p), size: String(size), ...(cursor ? { cursor } : {}) });
    const res = await t.app.inject({ url: `/api/marketplace/list?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.items.length).toBeLessThanOrEqual(size);
    items.push(...page.items);
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 500);
  return { items, pages };
}

const stringify = (p: MarketListParams) =>
  Object.fromEntries(
    Object.entries(p)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

const COMBINATIONS: MarketListParams[] = [
  {},
  { sort: 'price_asc' },
  { sort: 'price_desc', coin: 'META' },
  { camp: 2 },
  { profession: 3, grade: 1, sort: 'price_asc' },
  { element: 4, star: 2, sort: 'price_desc' },
  { kind: 'hero', camp: 1, profession: 1 },
  { kind: 'dragon', sort: 'price_asc' },
  { grade: 5, coin: 'MDS', sort: 'price_desc' },
  { star: 1, coin: 'BNB' },
  { price_min: '1000000000000000000000', price_max: '3000000000000000000000' },
  { kind: 'equip', element: 2, price_min: '500000000000000000000', sort: 'price_asc' },
  marketParamsFromUrl(new URLSearchParams('val1=3&val3=2&val4=1')),
];

describe.each(databaseKinds)('market list on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedCatalogue(t.database);
    // Equal prices, so the tie-break on the listing id is exercised across page boundaries.
    await t.database.db.execute(
      sql`update listings set price = 1500000000000000000000, coin = 'MDS' where id % 9 = 0 and status = 1`,
    );
  });
  afterAll(() => t.close());

  it.each(COMBINATIONS.map((c) => [JSON.stringify(c), c] as const))(
    'returns exactly the matching listings in order across all pages: %s',
    async (_label, params) => {
      const expected = await expectedIds(t, params);
      expect(expected.length).toBeGreaterThan(0);
      const { items, pages } = await allPages(t, params, 7);
      expect(items.map((i) => i.listing_id)).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / 7)));
    },
  );

  it('finds every listing of a full class (all six filters, the class token of market/facets.ts)', async () => {
    const [one] = await queryRows<{
      kind: number;
      camp: number;
      profession: number;
      grade: number;
      element: number;
      star: number;
    }>(
      t.database.db,
      sql`select kind, camp, profession, grade, element, star from listings
           where status = 1 and camp is not null and profession is not null and grade is not null
             and element is not null and star is not null order by id limit 1`,
    );
    const kindName = (Object.keys(ASSET_KINDS) as (keyof typeof ASSET_KINDS)[]).find(
      (name) => ASSET_KINDS[name].code === one!.kind,
    );
    const params: MarketListParams = {
      kind: kindName,
      camp: one!.camp,
      profession: one!.profession,
      grade: gradeGroupOf(one!.grade),
      element: one!.element,
      star: one!.star,
    };
    const expected = await expectedIds(t, params);
    expect(expected.length).toBeGreaterThan(0);
    const { items } = await allPages(t, params, 7);
    expect(items.map((i) => i.listing_id)).toEqual(expected);
  });

  it('has a catalogue big enough to page through, and the filters do narrow it', async () => {
    const all = await expectedIds(t, {});
    expect(all.length).toBeGreaterThan(150);
    expect((await expectedIds(t, { kind: 'hero', camp: 1, profession: 1 })).length).toBeLessThan(
      all.length / 10,
    );
  });

  it('answers a page with the asset, price, coin and shortened seller, and the coin it compared in', async () => {
    const res = await t.app.inject({ url: '/api/marketplace/list?sort=price_asc&size=3' });
    const page = res.json().data;
    expect(page.coin).toBe('MDS');
    expect(page.items).toHaveLength(3);
    const [item] = page.items;
    expect(item).toMatchObject({ coin: 'MDS', price: expect.stringMatching(/^\d+$/) });
    expect(item.seller).toMatch(/^0x[0-9a-f]{3}…[0-9a-f]{4}$/);
    expect(new Date(item.listed_at).getTime()).toBeGreaterThan(0);
    const latest = (await t.app.inject({ url: '/api/marketplace/list' })).json().data;
    expect(latest.coin).toBeNull();
    expect(latest.items).toHaveLength(30);
  });

  it.each([
    ['size=61', 'Invalid input: size'],
    ['kind=unicorn', 'Invalid input: kind'],
    ['star=8', 'Invalid input: star'],
    ['price_min=-1', 'Invalid input: price_min'],
    ['cursor=garbage', 'The page cursor is invalid; reload from the first page.'],
  ])('refuses %s', async (query, msg) => {
    const res = await t.app.inject({ url: `/api/marketplace/list?${query}`, headers: { language: 'EN-US' } });
    expect(res.json()).toEqual({ code: 400, msg, data: null });
  });

  it('refuses a cursor made for another sort', async () => {
    const first = (await t.app.inject({ url: '/api/marketplace/list?size=2' })).json().data;
    const res = await t.app.inject({
      url: `/api/marketplace/list?sort=price_asc&cursor=${first.next_cursor}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers each listing as its row gives it, in the item key order, whatever its name holds', async () => {
    // The card PostgreSQL builds must equal the item the row gave when it was mapped in JS.
    const odd = 'He said "龍\\王"\n\t😀 \u0001';
    await t.database.db.execute(sql`update listings set name = ${odd}, token_id = null,
      listed_at = '2026-03-04 05:06:07.891999+00' where id = (select max(id) from listings where status = 1)`);
    const rows = await t.database.db
      .select()
      .from(listings)
      .where(sql`status = 1`)
      .orderBy(desc(listings.id))
      .limit(5);
    const res = await t.app.inject({ url: '/api/marketplace/list?size=5' });
    const expected = rows.map((r) => ({
      listing_id: r.id,
      id: r.assetId,
      kind: r.kind,
      token_id: r.tokenId === null ? null : String(r.tokenId),
      name: r.name,
      grade: r.grade,
      camp: r.camp,
      profession: r.profession,
      element: r.element,
      star: r.star,
      level: r.level,
      power: r.power,
      stage: r.stage,
      strength: r.strength,
      price: String(r.price),
      coin: r.coin,
      seller: shortAddress(r.sellerAddress),
      listed_at: r.listedAt.toISOString(),
      server_id: r.serverId,
    }));
    expect(expected[0]).toMatchObject({ name: odd, token_id: null, listed_at: '2026-03-04T05:06:07.891Z' });
    expect(JSON.stringify(res.json().data.items)).toBe(JSON.stringify(expected));
  });

  it('answers exactly the shared contract', async () => {
    for (const query of ['', 'sort=price_desc&coin=HFH&size=60', 'kind=dragon&sort=price_asc']) {
      const res = await t.app.inject({ url: `/api/marketplace/list?${query}` });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelopeOf(marketPageSchema).safeParse(res.json()).success).toBe(true);
    }
  });

  it('answers no dragons for card-only filters, without asking the database', async () => {
    const res = await t.app.inject({ url: '/api/marketplace/list?kind=dragon&camp=1' });
    expect(res.json().data).toEqual({ items: [], next_cursor: null, coin: null });
  });

  it('treats 0 as "all", as the web page URL does', async () => {
    const zero = (await t.app.inject({ url: '/api/marketplace/list?camp=0&star=0&size=5' })).json().data;
    const none = (await t.app.inject({ url: '/api/marketplace/list?size=5' })).json().data;
    expect(zero.items).toEqual(none.items);
  });
});
