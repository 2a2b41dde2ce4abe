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
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { ChainRuntime } from '../../chain/runtime.ts';
import type { Db, TextRowsQuery } from '../../db/client.ts';
import { pageJson, readJsonPage } from '../../db/json-page.ts';
import { assets, auctionBids, auctionReports, auctions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { auctionCursor, auctionPageSql } from './list-query.ts';

type AuctionRow = typeof auctions.$inferSelect;

/** The auctions of the configured deployment: this chain's Nft111 contract. */
function scope(chain: ChainRuntime): SQL | undefined {
  const contract = chain.contracts?.contracts.nft111.toLowerCase();
  if (!contract) return undefined;
  return and(eq(auctions.chainId, chain.chainId), eq(auctions.contract, contract));
}

/** The asset columns an auction shows (the market card's). */
const assetColumns = {
  name: assets.name,
  kind: assets.kind,
  grade: assets.grade,
  camp: assets.camp,
  profession: assets.profession,
  element: assets.element,
  star: assets.star,
  level: assets.level,
};
type AssetSummary = { [K in keyof typeof assetColumns]: (typeof assetColumns)[K]['_']['data'] | null };

function summaryOf(asset: AssetSummary | null): Auction['asset'] {
  if (!asset || asset.name === null || asset.kind === null) return null;
  return { ...asset, name: asset.name, kind: asset.kind, level: asset.level ?? 1 };
}

function toAuction(row: AuctionRow, now: Date, asset: AssetSummary | null = null): Auction {
  const kind = row.collectionKind;
  return {
    id: row.auctionId,
    chain_id: row.chainId,
    collection: row.collection,
    collection_kind: AUCTION_COLLECTIONS.find((c) => c === kind) ?? null,
    token_id: row.tokenId.toString(),
    asset_id: row.assetId,
    asset: summaryOf(asset),
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
 * One page of auctions as the JSON of an AuctionPage, sent as it is. Without a
 * state: the open and the locked ones. Sorts and filters: see list-query.ts; keyset pages (the
 * cursor holds the last row's position). The items are the rows' stored JSON, sent as the text
 * PostgreSQL sent: never parsed or serialized here.
 */
export async function listAuctionsJson(
  query: TextRowsQuery,
  chain: ChainRuntime,
  now: Date,
  q: AuctionListQuery,
): Promise<string> {
  const contract = chain.contracts?.contracts.nft111.toLowerCase();
  if (!contract) return pageJson([], null);
  const page = auctionPageSql(q, now, chain.chainId, contract);
  const read = await readJsonPage(query, page, q.size);
  const next = read.last ? auctionCursor(q, read.items[read.items.length - 1]!) : null;
  return pageJson(read.items, next);
}

/** How many of an account's auctions are listed (selling, holding, bid on): the newest ones. */
const ACCOUNT_AUCTIONS_MAX = 100;

/**
 * The auctions an address takes part in, in any state, newest first: as seller or as a bidder
 * (an outbid bidder may still have parts to claim).
 */
export async function listAccountAuctions(
  db: Db,
  chain: ChainRuntime,
  now: Date,
  address: string | null,
): Promise<AuctionPage> {
  const inScope = scope(chain);
  if (!inScope || !address) return { items: [], next_cursor: null };
  const who = address.toLowerCase();
  const bidOn = db
    .selectDistinct({ ref: auctionBids.auctionRef })
    .from(auctionBids)
    .where(eq(auctionBids.bidder, who));
  const rows = await db
    .select({ auction: auctions, asset: assetColumns })
    .from(auctions)
    .leftJoin(assets, eq(assets.id, auctions.assetId))
    .where(and(inScope, or(eq(auctions.seller, who), inArray(auctions.id, bidOn))))
    .orderBy(desc(auctions.auctionId))
    .limit(ACCOUNT_AUCTIONS_MAX);
  return { items: rows.map((row) => toAuction(row.auction, now, row.asset)), next_cursor: null };
}

/** One auction with its bids, newest first; 404 when the index does not have it. */
export async function getAuction(db: Db, chain: ChainRuntime, now: Date, id: number): Promise<AuctionDetail> {
  const inScope = scope(chain);
  const [found] = inScope
    ? await db
        .select({ auction: auctions, asset: assetColumns })
        .from(auctions)
        .leftJoin(assets, eq(assets.id, auctions.assetId))
        .where(and(inScope, eq(auctions.auctionId, id)))
    : [];
  if (!found) throw new AppError('notFound');
  const row = found.auction;
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
    ...toAuction(row, now, found.asset),
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
