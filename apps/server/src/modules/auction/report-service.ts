import { cardNftAbi } from '@yuanlong/chain/abis';
import type { AuctionReport, AuctionReportKind } from '@yuanlong/shared/auction-report';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import type { MessageKey } from '@yuanlong/shared/messages';
import { and, eq } from 'drizzle-orm';
import { parseEventLogs } from 'viem';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, auctionReports, auctions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { loadUser } from '../account/users.ts';
import { collectionOf } from '../claim/chain-state.ts';
import { type CheckedReceipt, checkedReceipt } from './receipt.ts';

type Asset = typeof assets.$inferSelect;
type ReportRow = typeof auctionReports.$inferSelect;

/** Statuses "sale confirming" may replace: idle, or the end of an earlier market sale. */
const FREE = new Set<number | null>([null, CARD_STATUS.cancelled, CARD_STATUS.bought]);

interface Found {
  kind: AuctionReportKind;
  auctionId: number;
  price: bigint | null;
}

function answer(row: ReportRow, status: number | null): AuctionReport {
  return {
    kind: row.kind as AuctionReportKind,
    tx_hash: row.txHash,
    auction_id: row.auctionId,
    asset_id: row.assetId,
    status,
    price: row.price === null ? null : row.price.toString(),
    block_number: row.blockNumber,
  };
}

/** True when the receipt moves the asset's token out of (`from`) or into (`to`) the Nft111 contract. */
function movesToken(ctx: ServiceContext, receipt: CheckedReceipt, asset: Asset, way: 'in' | 'out'): boolean {
  const contracts = ctx.chain.contracts!;
  const collection = collectionOf(contracts, asset.kind).toLowerCase();
  const nft111 = contracts.contracts.nft111.toLowerCase();
  const transfers = parseEventLogs({
    abi: cardNftAbi,
    eventName: 'Transfer',
    logs: receipt.logs.filter((log) => log.address.toLowerCase() === collection),
  });
  return transfers.some(
    (t) =>
      t.args.tokenId === asset.tokenId &&
      (way === 'in' ? t.args.to.toLowerCase() === nft111 : t.args.from.toLowerCase() === nft111),
  );
}

/**
 * Records a checked report and marks the asset "sale confirming" (status 4) when it is still
 * where it was before the transaction (`location`) and free; all in one transaction. A
 * transaction reported before answers as it was recorded (nothing changes).
 */
async function record(
  ctx: ServiceContext,
  userId: number,
  receipt: CheckedReceipt,
  found: Found,
  asset: Asset | undefined,
  location: number | undefined,
): Promise<AuctionReport> {
  return inTransaction(ctx.db, async (tx) => {
    const [inserted] = await tx
      .insert(auctionReports)
      .values({
        chainId: ctx.chain.chainId,
        txHash: receipt.hash,
        kind: found.kind,
        userId,
        contract: ctx.chain.contracts!.contracts.nft111.toLowerCase(),
        auctionId: found.auctionId,
        assetId: asset?.id ?? null,
        price: found.price,
        sender: receipt.from,
        blockNumber: receipt.blockNumber,
        reportedAt: ctx.clock(),
      })
      .onConflictDoNothing()
      .returning();
    const row =
      inserted ??
      (
        await tx
          .select()
          .from(auctionReports)
          .where(and(eq(auctionReports.chainId, ctx.chain.chainId), eq(auctionReports.txHash, receipt.hash)))
      )[0]!;
    if (!row.assetId) return answer(row, null);
    const [locked] = await tx.select().from(assets).where(eq(assets.id, row.assetId)).for('update');
    let status = locked?.status ?? null;
    if (inserted && locked && locked.location === location && FREE.has(status)) {
      status = CARD_STATUS.saleConfirming;
      await tx.update(assets).set({ status }).where(eq(assets.id, locked.id));
    }
    return answer(row, status);
  });
}

async function reporter(ctx: ServiceContext, userId: number, txHash: string) {
  const user = await loadUser(ctx.db, userId);
  return checkedReceipt(ctx.chain, txHash, user.address);
}

async function assetOr404(db: Db, id: number): Promise<Asset> {
  const [asset] = await db.select().from(assets).where(eq(assets.id, id));
  if (!asset) throw new AppError('notFound');
  return asset;
}

const mismatch = (key: MessageKey) => new AppError('invalidInput', key, { field: 'tx_hash' });

/**
 * POST /api/card/sellback/{id}: the wallet sent createAuction for this asset. The receipt must
 * hold this contract's AuctionCreated by this account's wallet for the asset's collection and
 * token; the user's wallet asset then shows "sale confirming" until the watcher has it in the
 * contract.
 */
export async function reportSell(ctx: ServiceContext, userId: number, assetId: number, txHash: string) {
  const asset = await assetOr404(ctx.db, assetId);
  if (asset.ownerId !== userId) throw new AppError('forbidden', 'notYourAsset');
  const receipt = await reporter(ctx, userId, txHash);
  const collection = collectionOf(ctx.chain.contracts!, asset.kind).toLowerCase();
  const created = receipt.auctionEvents.find(
    (e) =>
      e.eventName === 'AuctionCreated' &&
      e.args.seller.toLowerCase() === receipt.from &&
      e.args.collection.toLowerCase() === collection &&
      e.args.tokenId === asset.tokenId,
  );
  if (created?.eventName !== 'AuctionCreated') throw mismatch('auctionTxNotListing');
  const found = { kind: 'sell' as const, auctionId: Number(created.args.auctionId), price: null };
  return record(ctx, userId, receipt, found, asset, ASSET_LOCATIONS.wallet.code);
}

/**
 * POST /api/card/cancelback/{id}: the wallet sent cancel (the seller, before any bid) or
 * withdrawNft (the holder of a locked auction) for this asset's auction. The receipt must hold
 * AuctionCancelled or NftWithdrawn by this account's wallet and move the asset's token out of
 * the contract; the asset shows "sale confirming" until the watcher has it in a wallet.
 */
export async function reportClose(ctx: ServiceContext, userId: number, assetId: number, txHash: string) {
  const asset = await assetOr404(ctx.db, assetId);
  const receipt = await reporter(ctx, userId, txHash);
  const closed = receipt.auctionEvents.find(
    (e) =>
      e.eventName === 'AuctionCancelled' ||
      (e.eventName === 'NftWithdrawn' && e.args.holder.toLowerCase() === receipt.from),
  );
  if (!closed || !('auctionId' in closed.args) || !movesToken(ctx, receipt, asset, 'out')) {
    throw mismatch('auctionTxNotClose');
  }
  const found = {
    kind: closed.eventName === 'NftWithdrawn' ? ('withdraw' as const) : ('cancel' as const),
    auctionId: Number(closed.args.auctionId),
    price: null,
  };
  return record(ctx, userId, receipt, found, asset, ASSET_LOCATIONS.contract.code);
}

/**
 * POST /api/card/buyback: the wallet sent a bid. The receipt must hold this contract's
 * BidPlaced by this account's wallet; the bid is shown as pending on its auction until the
 * watcher has it confirmed.
 */
export async function reportBid(ctx: ServiceContext, userId: number, txHash: string) {
  const receipt = await reporter(ctx, userId, txHash);
  const bid = receipt.auctionEvents.find(
    (e) => e.eventName === 'BidPlaced' && e.args.bidder.toLowerCase() === receipt.from,
  );
  if (bid?.eventName !== 'BidPlaced') throw mismatch('auctionTxNotBid');
  const auctionId = Number(bid.args.auctionId);
  const [indexed] = await ctx.db
    .select({ assetId: auctions.assetId })
    .from(auctions)
    .where(
      and(
        eq(auctions.chainId, ctx.chain.chainId),
        eq(auctions.contract, ctx.chain.contracts!.contracts.nft111.toLowerCase()),
        eq(auctions.auctionId, auctionId),
      ),
    );
  const asset = indexed?.assetId ? await assetOr404(ctx.db, indexed.assetId) : undefined;
  const found = { kind: 'bid' as const, auctionId, price: bid.args.price };
  return record(ctx, userId, receipt, found, asset, undefined);
}
