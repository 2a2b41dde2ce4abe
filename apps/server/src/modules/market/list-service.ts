import type { MarketListQuery } from '@yuanlong/shared/market';
import { pageJsonParts, readBytesPage } from '../../db/bytes-page.ts';
import type { BytesQuery } from '../../db/client.ts';
import { cursorAfter, effectiveCoin, marketPageSql, matchesNothing } from './list-query.ts';

/**
 * One page of the market as the JSON of a MarketPage, in parts to send as they are: the
 * listings' cards come from PostgreSQL as UTF-8 bytes (each listing's item JSON, built when the
 * listing was written), so a page is neither decoded, parsed nor serialized here.
 */
export async function listMarketJson(query: BytesQuery, q: MarketListQuery): Promise<(Buffer | string)[]> {
  let items: Buffer[] = [];
  let next: string | null = null;
  if (!matchesNothing(q)) {
    const read = await readBytesPage(query, marketPageSql(q), q.size);
    items = read.items;
    if (read.last) next = cursorAfter(q, cardKeys(read.items[read.items.length - 1]!));
  }
  const coin = effectiveCoin(q) ?? null;
  return pageJsonParts(items, next, `,"coin":${JSON.stringify(coin)}`);
}

/**
 * The keys a cursor needs, read from a card's JSON (its `listing_id` and `price`): the page query
 * selects the card alone, not two more text columns on every row (fewer fields for the driver to
 * slice, no numeric-to-text per row in PostgreSQL).
 */
export function cardKeys(card: Buffer): { listingId: number; price: bigint } {
  const text = card.toString('utf8');
  const id = /"listing_id":(\d+)/.exec(text);
  const price = /"price":"(\d+)"/.exec(text);
  if (!id || !price) throw new Error('a market card without listing_id or price');
  return { listingId: Number(id[1]), price: BigInt(price[1]!) };
}
