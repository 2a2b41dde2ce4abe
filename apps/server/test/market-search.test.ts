import type { MarketItem } from '@yuanlong/shared/market';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows.ts';
import { databaseKinds } from './support/databases.ts';
import { seedCatalogue } from './support/market.ts';
import { startTestApp, type TestContext } from './support/test-app.ts';

/** Every page of a search, following next_cursor to the end. */
async function search(t: TestContext, query: Record<string, string>, size = 7): Promise<MarketItem[]> {
  const items: MarketItem[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, size: String(size), ...(cursor ? { cursor } : {}) });
    const res = await t.app.inject({ url: `/api/marketplace/list?${params}` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/** Open listing ids matching a condition, newest first (written apart from the service). */
async function idsWhere(t: TestContext, condition: ReturnType<typeof sql>, order = sql`id desc`) {
  const rows = await queryRows<{ id: number | string }>(
    t.database.db,
    sql`select id from listings where status = 1 and ${condition} order by ${order}`,
  );
  return rows.map((r) => Number(r.id));
}

const nameIn = (names: string[]) =>
  sql`name in (${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )})`;

describe.each(databaseKinds)('market search on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedCatalogue(t.database);
  });
  afterAll(() => t.close());

  it.each([
    ['Azure', ['青龍', '蒼冰龍']],
    ['  batu ROH api ', ['火靈石']],
    ['龍', ['青龍', '赤焰龍', '蒼冰龍', '青風龍', '聖光龍', '幽冥龍', '金鱗龍', '紫電龍']],
    ['Ｐｈｏｅｎｉｘ', ['鳳凰']],
  ])('finds by name in any language: %s', async (q, names) => {
    const expected = await idsWhere(t, nameIn(names));
    expect(expected.length).toBeGreaterThan(0);
    expect((await search(t, { q })).map((i) => i.listing_id)).toEqual(expected);
  });

  it('keeps a search across the pages of a price sort and with the other filters', async () => {
    const expected = await idsWhere(
      t,
      sql`${nameIn(['赤焰龍', '蒼冰龍', '青風龍', '聖光龍', '幽冥龍', '金鱗龍', '紫電龍', '青龍'])} and coin = 'MDS'`,
      sql`price, id`,
    );
    expect(expected.length).toBeGreaterThan(7);
    const found = await search(t, { q: 'dragon', sort: 'price_asc' }, 3);
    expect(found.map((i) => i.listing_id)).toEqual(expected);
    const heroes = await search(t, { q: 'dragon', kind: 'hero' });
    expect(heroes.length).toBeGreaterThan(0);
    for (const item of heroes) expect(item.name).toBe('青龍');
  });

  it('finds by token number and by asset number', async () => {
    const [one] = await queryRows<{ id: number; asset_id: number; token_id: string }>(
      t.database.db,
      sql`select id, asset_id, token_id::text from listings where status = 1 and token_id is not null order by id limit 1`,
    );
    expect((await search(t, { q: one!.token_id })).map((i) => i.listing_id)).toContain(Number(one!.id));
    expect((await search(t, { q: `#${one!.token_id}` })).map((i) => i.listing_id)).toContain(Number(one!.id));
    const byAsset = await search(t, { q: String(one!.asset_id) });
    expect(byAsset.map((i) => i.id)).toContain(Number(one!.asset_id));
    for (const item of byAsset) expect([String(item.id), item.token_id]).toContain(String(one!.asset_id));
  });

  it("finds a seller's listings by a prefix of their address, in any case", async () => {
    const [one] = await queryRows<{ seller_address: string }>(
      t.database.db,
      sql`select seller_address from listings where status = 1 and seller_address <> '' order by id limit 1`,
    );
    const prefix = one!.seller_address.slice(0, 10);
    const expected = await idsWhere(t, sql`seller_address like ${`${prefix}%`}`);
    expect(
      (await search(t, { q: prefix.toUpperCase().replace('0X', '0x') })).map((i) => i.listing_id),
    ).toEqual(expected);
    expect((await search(t, { q: one!.seller_address })).length).toBeGreaterThan(0);
  });

  it('finds nothing for a name no card has, and treats an empty search as none', async () => {
    expect(await search(t, { q: 'no such card' })).toEqual([]);
    const all = (await t.app.inject({ url: '/api/marketplace/list?size=5' })).json().data.items;
    expect((await t.app.inject({ url: '/api/marketplace/list?size=5&q=%20' })).json().data.items).toEqual(
      all,
    );
  });

  it('refuses a search longer than 100 characters', async () => {
    const res = await t.app.inject({
      url: `/api/marketplace/list?q=${'x'.repeat(101)}`,
      headers: { language: 'EN-US' },
    });
    expect(res.json()).toEqual({ code: 400, msg: 'Invalid input: q', data: null });
  });
});

describe('search suggestions', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  const suggest = async (q: string, language: string) =>
    (
      await t.app.inject({
        url: `/api/marketplace/suggest?q=${encodeURIComponent(q)}`,
        headers: { language },
      })
    ).json();

  it("offers the names a text is part of, in the reader's language, each with what to search", async () => {
    expect(await suggest('fox', 'EN-US')).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        items: [
          { by: 'name', q: '九尾狐', label: 'Nine-tailed Fox' },
          { by: 'name', q: '火靈狐', label: 'Fire Spirit Fox' },
        ],
      },
    });
    expect((await suggest('fox', 'ZH-TW')).data.items[0]).toEqual({
      by: 'name',
      q: '九尾狐',
      label: '九尾狐',
    });
    expect((await suggest('naga', 'IN-IN')).data.items).toHaveLength(8);
  });

  it('offers a number or an address as it is, and nothing for an empty text', async () => {
    expect((await suggest('#0042', 'EN-US')).data.items).toEqual([{ by: 'number', q: '42' }]);
    expect((await suggest('0xAB12cd', 'EN-US')).data.items).toEqual([{ by: 'seller', q: '0xab12cd' }]);
    expect((await suggest(' ', 'EN-US')).data.items).toEqual([]);
  });
});
