import type { AuctionListQuery } from '@yuanlong/shared/auction';
import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { queryTokens } from '../market/facets.ts';

/*
 * The auction list as SQL text, run as a prepared statement (the market's way, market/list-query.ts).
 * Filters are literals (validated enums and integers: they decide which partial index fits, so the
 * planner must see them); the time, the deployment and the cursor's position are parameters. A
 * page's rows are each auction's item JSON (stored with the row, migration 0024) and its sort
 * position, read as bytes and joined in the server (db/bytes-page.ts).
 */

/** The coin a list is limited to: the one asked for, or MDS when prices are compared. */
export function auctionCoin(q: AuctionListQuery) {
  if (q.coin) return q.coin;
  return q.sort === 'price_asc' || q.sort === 'price_desc' ? MARKET_DEFAULT_COIN : undefined;
}

/** The order of a sort, ending with the auction id (keyset pages), and the sort value a cursor keeps. */
const SORTS = {
  locks_at: { order: 'locks_at, auction_id', value: 'floor(extract(epoch from locks_at) * 1000)::bigint' },
  newest: { order: 'auction_id desc', value: undefined },
  price_asc: { order: 'price, auction_id', value: 'price' },
  price_desc: { order: 'price desc, auction_id desc', value: 'price' },
} as const;

/** An auction's item: its stored JSON around whether it is locked at the list's time ($1). */
const ITEM = `item_head || (state = 'open' and locks_at <= $1)::text || item_tail`;

/** The asset facets a query asks for, as the market's facet tokens count them. */
function queryFacetTokens(q: AuctionListQuery): number[] {
  const kind = q.kind ? ASSET_KINDS[q.kind].code : undefined;
  const { camp, profession, element, star } = q;
  return queryTokens({ kind, camp, profession, gradeGroup: q.grade, element, star });
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
  // The asset filters as the auction's copy of its asset's facet tokens (kept current by the
  // database): a GIN index finds rare combinations; an auction of an unknown token has none.
  const tokens = queryFacetTokens(q);
  if (tokens.length > 0) where.push(`facets @> array[${tokens.join(',')}]::smallint[]`);
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
  const { order, value } = SORTS[q.sort];
  const rows = rowsSql(where.join(' and '), `order by ${order} limit ${q.size + 1}`, tokens.length > 0);
  // Named apart from the columns: the ORDER BY below sorts by the columns, not by their text.
  const keys = (value ? [value, 'auction_id'] : ['auction_id']).map((key, i) => `${key}::text as key${i}`);
  const text = `select ${[ITEM, ...keys].join(', ')} from (${rows}) page order by ${order}`;
  return { prepare: true, text, values };
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

/** The cursor that continues after a page's last row, from its keys (auctionPageSql's). */
export function auctionCursor(q: AuctionListQuery, last: string[]): string {
  const [value, id] = q.sort === 'newest' ? [undefined, last[0]] : last;
  return encodeCursor({ tag: `auctions-${q.sort}`, value, id: Number(id) });
}
