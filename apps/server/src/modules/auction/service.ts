import {
  AUCTION_COLLECTIONS,
  type Auction,
  type AuctionDetail,
  type AuctionListQuery,
  type AuctionPage,
  type AuctionState,
  minimumNextPrice,
} from '@yuanlong/shared/auction';
import type { Coin } from '@yuanlong/shared/coins';
import { and, asc, desc, eq, gt, lt, lte, or, type SQL } from 'drizzle-orm';
import type { ChainRuntime } from '../../chain/runtime.ts';
import type { Db } from '../../db/client.ts';
import { auctionBids, auctionReports, auctions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';

type AuctionRow = typeof auctions.$inferSelect;

/** The auctions of the configured deployment: this chain's Nft111 contract. */
function scope(chain: ChainRuntime): SQL | undefined {
  const contract = chain.contracts?.contracts.nft111.toLowerCase();
  if (!contract) return undefined;
  return and(eq(auctions.chainId, chain.chainId), eq(auctions.contract, contract));
}

function toAuction(row: AuctionRow, now: Date): Auction {
  const kind = row.collectionKind;
  return {
    id: row.auctionId,
    chain_id: row.chainId,
    collection: row.collection,
    collection_kind: AUCTION_COLLECTIONS.find((c) => c === kind) ?? null,
    token_id: row.tokenId.toString(),
    asset_id: row.assetId,
    seller: row.seller,
    coin: (row.coin as Coin | null) ?? null,
    coin_address: row.coinAddress,
    start_price: row.startPrice.toString(),
    price: row.price.toString(),
    holder: row.holder,
    bid_count: row.bidCount,
    timeout: row.timeout,
    locks_at: row.locksAt.toISOString(),
    state: row.state as AuctionState,
    locked: row.state === 'open' && row.locksAt.getTime() <= now.getTime(),
    min_next_price: minimumNextPrice(row.price).toString(),
    withdrawn_to: row.withdrawnTo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One page of auctions. Without a state: the open and the locked ones (not closed). `locks_at`
 * orders by (locks_at, id) ascending — locked ones first, then the soonest to lock; `newest`
 * by id descending. Keyset pages: the cursor holds the last row's position.
 */
export async function listAuctions(
  db: Db,
  chain: ChainRuntime,
  now: Date,
  q: AuctionListQuery,
): Promise<AuctionPage> {
  const inScope = scope(chain);
  if (!inScope) return { items: [], next_cursor: null };
  const where: (SQL | undefined)[] = [inScope];
  if (q.state === 'open') where.push(eq(auctions.state, 'open'), gt(auctions.locksAt, now));
  else if (q.state === 'locked') where.push(eq(auctions.state, 'open'), lte(auctions.locksAt, now));
  else where.push(eq(auctions.state, q.state ?? 'open'));
  if (q.coin) where.push(eq(auctions.coin, q.coin));
  if (q.collection) where.push(eq(auctions.collectionKind, q.collection));
  if (q.cursor) {
    const position = decodeCursor(q.cursor, `auctions-${q.sort}`);
    if (q.sort === 'newest') where.push(lt(auctions.auctionId, position.id));
    else {
      const at = new Date(Number(position.value ?? '0'));
      where.push(
        or(gt(auctions.locksAt, at), and(eq(auctions.locksAt, at), gt(auctions.auctionId, position.id))),
      );
    }
  }
  const order =
    q.sort === 'newest' ? [desc(auctions.auctionId)] : [asc(auctions.locksAt), asc(auctions.auctionId)];
  const rows = await db
    .select()
    .from(auctions)
    .where(and(...where))
    .orderBy(...order)
    .limit(q.size + 1);
  const more = rows.length > q.size;
  const page = more ? rows.slice(0, q.size) : rows;
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toAuction(row, now)),
    next_cursor:
      more && last
        ? encodeCursor({
            tag: `auctions-${q.sort}`,
            value: q.sort === 'newest' ? undefined : String(last.locksAt.getTime()),
            id: last.auctionId,
          })
        : null,
  };
}

/** One auction with its bids, newest first; 404 when the index does not have it. */
export async function getAuction(db: Db, chain: ChainRuntime, now: Date, id: number): Promise<AuctionDetail> {
  const inScope = scope(chain);
  const [row] = inScope
    ? await db
        .select()
        .from(auctions)
        .where(and(inScope, eq(auctions.auctionId, id)))
    : [];
  if (!row) throw new AppError('notFound');
  const bids = await db
    .select()
    .from(auctionBids)
    .where(eq(auctionBids.auctionRef, row.id))
    .orderBy(desc(auctionBids.blockNumber), desc(auctionBids.logIndex));
  const confirmed = new Set(bids.map((b) => b.txHash));
  const reported = await db
    .select()
    .from(auctionReports)
    .where(
      and(
        eq(auctionReports.chainId, row.chainId),
        eq(auctionReports.contract, row.contract),
        eq(auctionReports.auctionId, row.auctionId),
        eq(auctionReports.kind, 'bid'),
      ),
    )
    .orderBy(desc(auctionReports.blockNumber), desc(auctionReports.id));
  return {
    ...toAuction(row, now),
    pending_bids: reported
      .filter((r) => !confirmed.has(r.txHash))
      .map((r) => ({
        bidder: r.sender,
        price: (r.price ?? 0n).toString(),
        tx_hash: r.txHash,
        block_number: r.blockNumber,
      })),
    bids: bids.map((b) => ({
      bidder: b.bidder,
      price: b.price.toString(),
      block_number: b.blockNumber,
      block_time: b.blockTime.toISOString(),
      tx_hash: b.txHash,
    })),
  };
}
