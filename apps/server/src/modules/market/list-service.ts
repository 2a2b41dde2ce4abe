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
    if (read.last) {
      const [id, price] = read.last as [string, string];
      next = cursorAfter(q, { listingId: Number(id), price: BigInt(price) });
    }
  }
  const coin = effectiveCoin(q) ?? null;
  return pageJsonParts(items, next, `,"coin":${JSON.stringify(coin)}`);
}
