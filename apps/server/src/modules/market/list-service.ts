import type { MarketListQuery } from '@yuanlong/shared/market';
import type { RawQuery } from '../../db/client.ts';
import { cursorAfter, effectiveCoin, marketPageSql, matchesNothing } from './list-query.ts';

/** A page row: the listing's card (its item JSON) and its keyset position (int8/numeric may come as strings). */
interface PageRow {
  card: string;
  id: number | string | bigint;
  price: string | bigint;
}

/**
 * One page of the market as the JSON text of a MarketPage. The rows come from one open-listing
 * index with their cards (each listing's item JSON, built by PostgreSQL when the listing was
 * written), so a page is joined, not parsed into objects and serialized again.
 */
export async function listMarketJson(query: RawQuery, q: MarketListQuery): Promise<string> {
  let rows: PageRow[] = [];
  if (!matchesNothing(q)) {
    const page = marketPageSql(q);
    rows = await query<PageRow>(page.text, page.values, page.name);
  }
  const more = rows.length > q.size;
  if (more) rows.length = q.size;
  const last = rows[rows.length - 1];
  const next =
    more && last ? cursorAfter(q, { listingId: Number(last.id), price: BigInt(last.price) }) : null;
  const coin = effectiveCoin(q) ?? null;
  let items = '';
  for (const row of rows) items += items ? `,${row.card}` : row.card;
  return `{"items":[${items}],"next_cursor":${JSON.stringify(next)},"coin":${JSON.stringify(coin)}}`;
}
