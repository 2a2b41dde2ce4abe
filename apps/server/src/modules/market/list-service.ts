import type { MarketListQuery } from '@yuanlong/shared/market';
import type { TextRowsQuery } from '../../db/client.ts';
import { pageJson, readJsonPage } from '../../db/json-page.ts';
import { cursorAfter, effectiveCoin, marketPageSql, matchesNothing } from './list-query.ts';

/**
 * One page of the market as the JSON of a MarketPage: the listings' cards come from PostgreSQL
 * as text (each listing's item JSON, built when the listing was written), so a page is neither
 * parsed nor serialized here.
 */
export async function listMarketJson(query: TextRowsQuery, q: MarketListQuery): Promise<string> {
  let items: string[] = [];
  let next: string | null = null;
  if (!matchesNothing(q)) {
    const read = await readJsonPage(query, marketPageSql(q), q.size);
    items = read.items;
    if (read.last) next = cursorAfter(q, cardKeys(read.items[read.items.length - 1]!));
  }
  const coin = effectiveCoin(q) ?? null;
  return pageJson(items, next, `,"coin":${JSON.stringify(coin)}`);
}

/**
 * The keys a cursor needs, read from a card's JSON (its `listing_id` and `price`): the page query
 * selects the card alone, not two more text columns on every row (fewer fields for the driver to
 * slice, no numeric-to-text per row in PostgreSQL).
 */
export function cardKeys(card: string): { listingId: number; price: bigint } {
  const id = /"listing_id":(\d+)/.exec(card);
  const price = /"price":"(\d+)"/.exec(card);
  if (!id || !price) throw new Error('a market card without listing_id or price');
  return { listingId: Number(id[1]), price: BigInt(price[1]!) };
}
