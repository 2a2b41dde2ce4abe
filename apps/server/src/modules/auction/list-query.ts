import type { AuctionListQuery } from '@yuanlong/shared/auction';
import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { type Facets, facetBits, isCombinedToken, queryTokens } from '../market/facets.ts';

/*
 * The auction list as SQL text, run as a prepared statement (the market's way, market/list-query.ts).
 * Filters are literals (validated enums and integers: they decide which partial index fits, so the
 * planner must see them); the time, the deployment and the cursor's position are parameters. A
 * page's rows are each auction's item JSON alone (stored with the row, migration 0024), read as
 * text and joined in the server (db/json-page.ts); the cursor's keys are read from the last item.
 */

/** The coin a list is limited to: the one asked for, or MDS when prices are compared. */
export function auctionCoin(q: AuctionListQuery) {
  if (q.coin) return q.coin;
  return q.sort === 'price_asc' || q.sort === 'price_desc' ? MARKET_DEFAULT_COIN : undefined;
}

/** The order of a sort, ending with the auction id (keyset pages). */
const ORDER = {
  locks_at: 'locks_at, auction_id',
  newest: 'auction_id desc',
  price_asc: 'price, auction_id',
  price_desc: 'price desc, auction_id desc',
} as const;

/** An auction's item: its stored JSON around whether it is locked at the list's time ($1). */
const ITEM = `item_head || (state = 'open' and locks_at <= $1)::text || item_tail`;

/** The asset facets a query asks for (market/facets.ts). */
function queryFacets(q: AuctionListQuery): Facets {
  const kind = q.kind ? ASSET_KINDS[q.kind].code : undefined;
  const { camp, profession, element, star } = q;
  return { kind, camp, profession, gradeGroup: q.grade, element, star };
}

/**
 * The asset filters, on the auction's copy of its asset's facets (kept current by the database;
 * an auction of an unknown token has none). By price: a bit test on the mask each (the price index
 * carries it: an index-only walk in page order, as the market's; written `<> 0` so the planner
 * counts it as unselective), the grade group as a column (it leads an index), and the facet
 * tokens only with a combined token, when the GIN index may find a rare combination faster.
 * Other sorts: the facet tokens (GIN index, statistics per token).
 */
function facetFilters(q: AuctionListQuery): string[] {
  const facets = queryFacets(q);
  const tokens = queryTokens(facets);
  if (tokens.length === 0) return [];
  const inTokens = `facets @> array[${tokens.join(',')}]::smallint[]`;
  if (q.sort !== 'price_asc' && q.sort !== 'price_desc') return [inTokens];
  const bits = facetBits(facets).map((bit) => `(mask & ${bit}) <> 0`);
  // The grade group as a column too: it leads a price index of its own (migration 0030).
  if (facets.gradeGroup) bits.push(`grade_group = ${Number(facets.gradeGroup)}`);
  return tokens.some(isCombinedToken) ? [...bits, inTokens] : bits;
}

/**
 * One page (reading one row more than asked, to know whether another follows) of a deployment's
 * auctions. Without a state: the open and the locked ones. Parameters: $1 now, $2 chain id,
 * $3 contract, then the cursor's.
 */
export function auctionPageSql(q: AuctionListQuery, now: Date, chainId: number, contract: string) {
  const values: unknown[] = [now, chainId, contract];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['chain_id = $2', 'contract = $3'];
  if (q.state === 'open') where.push(`state = 'open'`, 'locks_at > $1');
  else if (q.state === 'locked') where.push(`state = 'open'`, 'locks_at <= $1');
  else where.push(`state = '${q.state ?? 'open'}'`);
  const coin = auctionCoin(q);
  if (coin) where.push(`coin = '${coin}'`);
  if (q.collection) where.push(`collection_kind = '${q.collection}'`);
  if (q.asset_id) where.push(`asset_id = ${Number(q.asset_id)}`);
  const filters = facetFilters(q);
  where.push(...filters);
  if (q.cursor) {
    const position = decodeCursor(q.cursor, `auctions-${q.sort}`);
    const id = param(position.id);
    if (q.sort === 'newest') where.push(`auction_id < ${id}`);
    else if (q.sort === 'locks_at') {
      where.push(
        `(locks_at, auction_id) > (${param(new Date(Number(position.value ?? '0')))}::timestamptz, ${id})`,
      );
    } else {
      const op = q.sort === 'price_asc' ? '>' : '<';
      where.push(`(price, auction_id) ${op} (${param(position.value ?? '0')}::numeric, ${id})`);
    }
  }
  const order = ORDER[q.sort];
  const rows = rowsSql(where.join(' and '), `order by ${order} limit ${q.size + 1}`, filters.length > 0);
  const text = `select ${ITEM} from (${rows}) page order by ${order}`;
  return { text, values };
}

const COLUMNS = 'item_head, item_tail, state, locks_at, auction_id, price';

/**
 * A page's rows. With asset filters, in two steps: the page's auction ids first, which an
 * index-only walk of the price index finds testing the facet tokens it carries (no table row is
 * read for the many it skips), then those rows by the deployment's unique index.
 */
function rowsSql(where: string, orderLimit: string, filtersAssets: boolean): string {
  if (!filtersAssets) return `select ${COLUMNS} from auctions where ${where} ${orderLimit}`;
  const ids = `select auction_id from auctions where ${where} ${orderLimit}`;
  return `select ${COLUMNS.replace(/(\w+)/g, 'a.$1')} from (${ids}) ids
    join auctions a on a.chain_id = $2 and a.contract = $3 and a.auction_id = ids.auction_id`;
}

/**
 * The cursor that continues after a page's last item, from the keys in its JSON: the page query
 * selects the item alone, not keys as text on every row (no numeric-to-text or epoch per row in
 * PostgreSQL, fewer fields for the driver). A quote inside a string is escaped, so `"price":"`
 * and `"locks_at":"` are the item's own keys; `id` is its first.
 */
export function auctionCursor(q: AuctionListQuery, text: string): string {
  const id = keyOf(text, /^\{"id":(\d+),/);
  let value: string | undefined;
  if (q.sort === 'locks_at') value = String(Date.parse(keyOf(text, /"locks_at":"([^"]+)"/)));
  else if (q.sort !== 'newest') value = keyOf(text, /"price":"(\d+)"/);
  return encodeCursor({ tag: `auctions-${q.sort}`, value, id: Number(id) });
}

function keyOf(item: string, key: RegExp): string {
  const value = key.exec(item)?.[1];
  if (value === undefined) throw new Error(`an auction item without ${key.source}`);
  return value;
}
