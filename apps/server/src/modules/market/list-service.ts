import { shortAddress } from '@yuanlong/shared/address';
import type { Coin } from '@yuanlong/shared/coins';
import type { MarketItem, MarketListQuery, MarketPage } from '@yuanlong/shared/market';
import type { RawQuery } from '../../db/client.ts';
import { cursorAfter, effectiveCoin, marketPageSql, matchesNothing } from './list-query.ts';

/** A page row as the drivers return it (int8 and numeric may come as strings). */
interface PageRow {
  listing_id: number | string | bigint;
  price: string | bigint;
  coin: string;
  listed_at: Date;
  kind: number;
  camp: number | null;
  profession: number | null;
  grade: number | null;
  element: number | null;
  star: number | null;
  id: number | string | bigint;
  token_id: string | bigint | null;
  name: string;
  level: number;
  power: number;
  stage: number | null;
  strength: number | null;
  seller: string | null;
}

/**
 * One page of the market. The page's listing ids are found first from the open listings'
 * indexes alone (an index-only walk in page order); only those listing rows are then read.
 */
export async function listMarket(query: RawQuery, q: MarketListQuery): Promise<MarketPage> {
  let rows: PageRow[] = [];
  if (!matchesNothing(q)) {
    const page = marketPageSql(q);
    rows = await query<PageRow>(page.text, page.values, page.name);
  }
  const more = rows.length > q.size;
  const items = (more ? rows.slice(0, q.size) : rows).map(toItem);
  const last = items[items.length - 1];
  return {
    items,
    next_cursor:
      more && last ? cursorAfter(q, { listingId: last.listing_id, price: BigInt(last.price) }) : null,
    coin: effectiveCoin(q) ?? null,
  };
}

function toItem(r: PageRow): MarketItem {
  return {
    listing_id: Number(r.listing_id),
    id: Number(r.id),
    kind: r.kind,
    token_id: r.token_id === null ? null : String(r.token_id),
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
    coin: r.coin as Coin,
    seller: shortAddress(r.seller ?? ''),
    listed_at: new Date(r.listed_at).toISOString(),
  };
}
