import { ASSET_KINDS } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import { MARKET_DEFAULT_COIN, type MarketListQuery } from '@yuanlong/shared/market';
import { classifySearch, type MarketSearch } from '@yuanlong/shared/market-search';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { facetBits, isCombinedToken, queryTokens } from './facets.ts';

/*
 * The market page as SQL text. It is the hottest query of the product, so it skips the query
 * builder and runs as a prepared statement. Filters are literals (validated codes, a coin of
 * the enum, digit-only prices): they decide which partial index fits, so the planner must see
 * them (a generic plan would guess). Only the cursor's position is a parameter. The cards come
 * as text (db/json-page.ts), which the route sends as they come.
 */

/** The coin a query is limited to: the one asked for, or the default when prices are compared. */
export function effectiveCoin(q: MarketListQuery): Coin | undefined {
  if (q.coin) return q.coin;
  const byPrice = q.sort !== 'latest' || q.price_min !== undefined || q.price_max !== undefined;
  return byPrice ? MARKET_DEFAULT_COIN : undefined;
}

/** True when a query cannot match anything: dragons have no camp, profession, grade, element or star. */
export function matchesNothing(q: MarketListQuery): boolean {
  return q.kind === 'dragon' && Boolean(q.camp || q.profession || q.grade || q.element || q.star);
}

const ORDER = {
  latest: 'id desc',
  price_asc: 'price, id',
  price_desc: 'price desc, id desc',
} as const;

export interface PageSql {
  /** `size + 1` rows (one more, to know whether another page follows) of the card alone (the cursor's keys are read from the last card). */
  text: string;
  /** Run prepared (Database.textRows), free price bounds too: a statement per pair of bounds, its pages sharing it. */
  values: unknown[];
}

/**
 * One page (one row more than asked, to know whether another follows) as the rows' cards (their
 * item JSON, schema-market.ts) with the id and price a cursor needs (as text), all
 * read from one open-listing index. Each filter is a bit test on the mask (cheap inside an index
 * walked in page order; written `<> 0` so the planner counts it as unselective); kind, grade
 * group and star also as plain columns, which lead indexes of their own. When two filters make
 * a pair with a token of its own (facets.ts), a query can be rare enough for the GIN index, so
 * the facet tokens are tested too (the planner has statistics for them). Without a pair the tokens
 * are left out: they say nothing the mask does not, and PostgreSQL evaluates the containment test
 * first (a cheaper-looking operator) on every index entry the walk passes (camp + profession +
 * grade by price: ~660 entries, the database's CPU for that page 306 → 196 µs). The keyset condition `(price, id) > (…)` starts
 * the index walk at the cursor, so deep pages cost what the first does.
 */
export function marketPageSql(q: MarketListQuery): PageSql {
  const values: unknown[] = [];
  if (q.cursor) {
    const position = decodeCursor(q.cursor, q.sort);
    if (q.sort !== 'latest') values.push(position.value ?? '0');
    values.push(position.id);
  }
  const search = q.q ? classifySearch(q.q) : undefined;
  const searchAt = values.length + 1;
  if (search) values.push(...searchValues(search));
  const key = `${q.sort} ${q.size} ${q.kind} ${q.camp} ${q.profession} ${q.grade} ${q.element} ${q.star} ${q.coin} ${q.price_min} ${q.price_max} ${q.cursor ? 1 : 0} ${search?.by}`;
  let text = PAGE_TEXTS.get(key);
  if (text === undefined) {
    if (PAGE_TEXTS.size >= PAGE_TEXTS_MAX) PAGE_TEXTS.clear();
    text = pageText(q, search && searchCondition(search, searchAt));
    PAGE_TEXTS.set(key, text);
  }
  return { text, values };
}

/**
 * The search's condition, its values as parameters from `$at` on (a player's text is never part
 * of the statement). A number is a token number or an asset number; names and seller prefixes
 * have indexes over open listings of their own (listings_open_name_idx, listings_open_seller_idx).
 */
function searchCondition(search: MarketSearch, at: number): string {
  if (search.by === 'number') return `(token_id = $${at}::numeric or asset_id = $${at + 1}::bigint)`;
  if (search.by === 'seller') return `seller_address like $${at}`;
  return `name = any($${at}::text[])`;
}

const BIGINT_MAX = 2n ** 63n - 1n;

function searchValues(search: MarketSearch): unknown[] {
  if (search.by === 'number') {
    const asAssetId = BigInt(search.number) <= BIGINT_MAX ? search.number : null;
    return [search.number, asAssetId];
  }
  if (search.by === 'seller') return [`${search.prefix}%`];
  return [search.names];
}

/** The text of each filter set's page (made once: it is the same for every page of a filter set). */
const PAGE_TEXTS = new Map<string, string>();
const PAGE_TEXTS_MAX = 1_000;

function pageText(q: MarketListQuery, search: string | undefined): string {
  const where = ['status = 1'];
  if (search) where.push(search);
  const kind = q.kind === undefined ? undefined : ASSET_KINDS[q.kind].code;
  const gradeGroup = q.grade ? Number(q.grade) : undefined;
  const star = q.star ? Number(q.star) : undefined;
  const facets = { kind, camp: q.camp, profession: q.profession, gradeGroup, element: q.element, star };
  for (const bit of facetBits(facets)) where.push(`(mask & ${bit}) <> 0`);
  const tokens = queryTokens(facets);
  if (tokens.some(isCombinedToken)) where.push(`facets @> array[${tokens.join(',')}]::smallint[]`);
  if (kind !== undefined) where.push(`kind = ${kind}`);
  if (gradeGroup) where.push(`grade_group = ${gradeGroup}`);
  if (star) where.push(`star = ${star}`);
  const coin = effectiveCoin(q);
  if (coin) where.push(`coin = '${coin}'`);
  if (q.price_min !== undefined) where.push(`price >= ${BigInt(q.price_min)}`);
  if (q.price_max !== undefined) where.push(`price <= ${BigInt(q.price_max)}`);
  if (q.cursor) {
    if (q.sort === 'latest') where.push('id < $1');
    else where.push(`(price, id) ${q.sort === 'price_asc' ? '>' : '<'} ($1::numeric, $2)`);
  }
  return `select card from listings where ${where.join(' and ')} order by ${ORDER[q.sort]} limit ${q.size + 1}`;
}

/** The cursor that continues after a row. */
export function cursorAfter(q: MarketListQuery, row: { listingId: number; price: bigint }): string {
  return encodeCursor({
    tag: q.sort,
    value: q.sort === 'latest' ? undefined : row.price.toString(),
    id: row.listingId,
  });
}
