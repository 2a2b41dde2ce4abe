import type { AuctionListQuery } from '@yuanlong/shared/auction';
import { ASSET_KINDS, GRADE_GROUPS } from '@yuanlong/shared/catalogue';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { and, arrayContains, asc, between, desc, eq, gt, lt, lte, or, type SQL } from 'drizzle-orm';
import { assets, auctions } from '../../db/schema.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { queryTokens } from '../market/facets.ts';

type AuctionRow = typeof auctions.$inferSelect;

/** True when the query filters by the game asset's fields (the list joins `assets`). */
export function filtersAssets(q: AuctionListQuery): boolean {
  return Boolean(q.kind || q.camp || q.profession || q.grade || q.element || q.star);
}

/** The coin a list is limited to: the one asked for, or MDS when prices are compared. */
export function auctionCoin(q: AuctionListQuery) {
  if (q.coin) return q.coin;
  return q.sort === 'price_asc' || q.sort === 'price_desc' ? MARKET_DEFAULT_COIN : undefined;
}

/** The conditions of a list query (state, coin, collection, asset and its fields, cursor). */
export function auctionConditions(q: AuctionListQuery, now: Date): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (q.state === 'open') where.push(eq(auctions.state, 'open'), gt(auctions.locksAt, now));
  else if (q.state === 'locked') where.push(eq(auctions.state, 'open'), lte(auctions.locksAt, now));
  else where.push(eq(auctions.state, q.state ?? 'open'));
  const coin = auctionCoin(q);
  if (coin) where.push(eq(auctions.coin, coin));
  if (q.collection) where.push(eq(auctions.collectionKind, q.collection));
  if (q.asset_id) where.push(eq(auctions.assetId, q.asset_id));
  if (q.kind) where.push(eq(assets.kind, ASSET_KINDS[q.kind].code));
  if (q.camp) where.push(eq(assets.camp, q.camp));
  if (q.profession) where.push(eq(assets.profession, q.profession));
  if (q.element) where.push(eq(assets.element, q.element));
  if (q.star) where.push(eq(assets.star, q.star));
  if (q.grade) {
    const [from, to] = GRADE_GROUPS[q.grade]!;
    where.push(between(assets.grade, from, to));
  }
  // The same filters on the auction's copy of the asset's facets: its GIN index finds rare
  // combinations without walking every open auction (the asset's columns above stay the rule).
  if (filtersAssets(q)) where.push(arrayContains(auctions.facets, queryTokens(queryFacets(q))));
  if (q.cursor) where.push(afterCursor(q));
  return where;
}

/** The facets a query asks for, as the market's facet tokens count them. */
function queryFacets(q: AuctionListQuery) {
  const kind = q.kind ? ASSET_KINDS[q.kind].code : undefined;
  return {
    kind,
    camp: q.camp,
    profession: q.profession,
    gradeGroup: q.grade,
    element: q.element,
    star: q.star,
  };
}

function afterCursor(q: AuctionListQuery): SQL | undefined {
  const position = decodeCursor(q.cursor!, `auctions-${q.sort}`);
  if (q.sort === 'newest') return lt(auctions.auctionId, position.id);
  if (q.sort === 'locks_at') {
    const at = new Date(Number(position.value ?? '0'));
    return or(gt(auctions.locksAt, at), and(eq(auctions.locksAt, at), gt(auctions.auctionId, position.id)));
  }
  const price = BigInt(position.value ?? '0');
  return q.sort === 'price_asc'
    ? or(gt(auctions.price, price), and(eq(auctions.price, price), gt(auctions.auctionId, position.id)))
    : or(lt(auctions.price, price), and(eq(auctions.price, price), lt(auctions.auctionId, position.id)));
}

/** The order of a sort, ending with the auction id (keyset pages). */
export function auctionOrder(q: AuctionListQuery) {
  if (q.sort === 'newest') return [desc(auctions.auctionId)];
  if (q.sort === 'price_asc') return [asc(auctions.price), asc(auctions.auctionId)];
  if (q.sort === 'price_desc') return [desc(auctions.price), desc(auctions.auctionId)];
  return [asc(auctions.locksAt), asc(auctions.auctionId)];
}

/** The cursor that continues after `last`. */
export function auctionCursor(q: AuctionListQuery, last: AuctionRow): string {
  const value =
    q.sort === 'newest'
      ? undefined
      : q.sort === 'locks_at'
        ? String(last.locksAt.getTime())
        : last.price.toString();
  return encodeCursor({ tag: `auctions-${q.sort}`, value, id: last.auctionId });
}
