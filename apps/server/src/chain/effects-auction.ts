import { splitBid } from '@yuanlong/chain/nft111';
import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_KINDS, ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { assets, auctionBids, auctions } from '../db/schema.ts';
import { publishAuction } from '../modules/auction/auction-events.ts';
import { assetFacets, facetTokens } from '../modules/market/facets.ts';
import { addEffects } from './effect-helpers.ts';
import type { Effect, EffectContext, FreshEvent } from './effect-types.ts';
import {
  type AnyEffect,
  activity,
  assetOf,
  lockAuction,
  snapshot,
  userIdByAddress,
} from './effects-auction-rows.ts';

const CONTRACT = ASSET_LOCATIONS.contract.code;
const WALLET = ASSET_LOCATIONS.wallet.code;
const SALE_CONFIRMING = CARD_STATUS.saleConfirming;

/** The move's status change: "sale confirming" (set by a reported transaction) ends with it. */
function statusChange(status: number | null): { set: { status?: null }; prev: { status?: number } } {
  return status === SALE_CONFIRMING ? { set: { status: null }, prev: { status } } : { set: {}, prev: {} };
}

/**
 * AuctionCreated, BidPlaced, AuctionCancelled and NftWithdrawn of the Nft111 contract, in log
 * order: they keep `auctions` and `auction_bids`, move a known game asset into the contract
 * (location 3) and back to a wallet (location 1), and write activity entries for the users
 * whose wallets take part. An event about an auction the index does not have is recorded
 * without effects.
 */
export async function applyAuctionEvents(
  tx: Db,
  context: EffectContext,
  fresh: FreshEvent[],
  effects: Map<number, Effect[]>,
): Promise<void> {
  for (const f of fresh) {
    const list: AnyEffect[] = [];
    const name = f.event.event;
    if (name === 'AuctionCreated') await created(tx, context, f, list);
    else if (name === 'BidPlaced') await bidPlaced(tx, context, f, list);
    else if (name === 'AuctionCancelled' || name === 'NftWithdrawn') await closed(tx, context, f, list);
    addEffects(effects, f.id, list);
  }
}
async function created(tx: Db, context: EffectContext, f: FreshEvent, list: AnyEffect[]): Promise<void> {
  const { args, blockTime, blockNumber, contract } = f.event;
  const tokenId = BigInt(args.tokenId ?? '0');
  const startPrice = BigInt(args.startPrice ?? '0');
  const timeout = Number(args.timeout ?? '0');
  const seller = args.seller ?? '';
  const family = context.targets.collectionOf(args.collection ?? '');
  const asset = family
    ? (
        await queryRows<{
          id: string | number;
          owner_id: string | number;
          location: number;
          kind: number;
          name: string;
          status: number | null;
          camp: number | null;
          profession: number | null;
          grade: number | null;
          element: number | null;
          star: number | null;
        }>(
          tx,
          sql`select id, owner_id, location, kind, name, status, camp, profession, grade, element, star
              from assets
              where token_id = ${tokenId.toString()}::numeric
                and (kind = ${ASSET_KINDS.dragon.code}) = ${family === 'dragon'}
              for update`,
        )
      )[0]
    : undefined;
  const [row] = await tx
    .insert(auctions)
    .values({
      chainId: context.chainId,
      contract,
      auctionId: Number(args.auctionId),
      collection: args.collection ?? '',
      collectionKind: family ?? null,
      tokenId,
      assetId: asset ? Number(asset.id) : null,
      facets: asset ? facetTokens(assetFacets(asset)) : [],
      seller,
      coin: context.targets.coinOf(args.coin ?? '') ?? null,
      coinAddress: args.coin ?? '',
      startPrice,
      price: startPrice,
      holder: seller,
      timeout,
      locksAt: new Date(blockTime.getTime() + timeout * 1000),
      createdBlock: blockNumber,
      createdAt: blockTime,
      updatedBlock: blockNumber,
      updatedAt: blockTime,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  list.push({ kind: 'auction_created', auction_ref: row.id });
  await publishAuction(tx, 'created', row);
  const sellerId = await userIdByAddress(tx, seller);
  if (asset) {
    const owner = Number(asset.owner_id);
    const toOwner = sellerId ?? owner;
    const change = statusChange(asset.status === null ? null : Number(asset.status));
    await tx
      .update(assets)
      .set({ ownerId: toOwner, location: CONTRACT, serverId: null, ...change.set })
      .where(eq(assets.id, Number(asset.id)));
    list.push({
      kind: 'auction_asset',
      asset_id: Number(asset.id),
      owner_id: owner,
      location: Number(asset.location),
      to_owner: toOwner,
      to_location: CONTRACT,
      ...change.prev,
    });
  }
  if (sellerId !== undefined) {
    list.push(
      await activity(tx, row, sellerId, {
        type: ACTIVITY_TYPES.auctionCreated.code,
        amount: startPrice,
        asset: asset ? { id: Number(asset.id), kind: asset.kind, name: asset.name } : undefined,
        blockTime,
      }),
    );
  }
}
async function bidPlaced(tx: Db, context: EffectContext, f: FreshEvent, list: AnyEffect[]): Promise<void> {
  const row = await lockAuction(tx, context, f);
  if (!row) return;
  const { args, blockTime, blockNumber, txHash, logIndex } = f.event;
  const price = BigInt(args.price ?? '0');
  const bidder = args.bidder ?? '';
  const bidNumber = row.bidCount + 1;
  const [bid] = await tx
    .insert(auctionBids)
    .values({
      auctionRef: row.id,
      bidder,
      price,
      blockNumber,
      blockTime,
      txHash: txHash.toLowerCase(),
      logIndex,
    })
    .returning({ id: auctionBids.id });
  await tx
    .update(auctions)
    .set({
      price,
      holder: bidder,
      bidCount: bidNumber,
      locksAt: new Date(blockTime.getTime() + row.timeout * 1000),
      updatedBlock: blockNumber,
      updatedAt: blockTime,
    })
    .where(eq(auctions.id, row.id));
  list.push(
    { kind: 'auction_updated', auction_ref: row.id, prev: snapshot(row) },
    { kind: 'auction_bid_added', bid_id: bid!.id },
  );
  await publishAuction(tx, 'bid', { ...row, price, bidCount: bidNumber });
  const asset = await assetOf(tx, row);
  const bidderId = await userIdByAddress(tx, bidder);
  if (bidderId !== undefined) {
    list.push(
      await activity(tx, row, bidderId, {
        type: ACTIVITY_TYPES.auctionBidPlaced.code,
        amount: price,
        twoAddress: row.holder,
        asset,
        blockTime,
      }),
    );
  }
  const previousId = await userIdByAddress(tx, row.holder);
  if (previousId !== undefined) {
    list.push(
      await activity(tx, row, previousId, {
        type: ACTIVITY_TYPES.auctionOutbid.code,
        amount: price,
        twoAmount: splitBid(price, BigInt(bidNumber)).toPrevious,
        twoAddress: bidder,
        asset,
        blockTime,
      }),
    );
  }
}

/**
 * AuctionCancelled (the NFT went back to the seller, the holder) and NftWithdrawn(holder, to):
 * the auction is closed and its game asset, if still in the contract, is a wallet asset of the
 * user whose address received it (for a withdrawal to an address that is no user's: the
 * holder's user; else the owner stays).
 */
async function closed(tx: Db, context: EffectContext, f: FreshEvent, list: AnyEffect[]): Promise<void> {
  const row = await lockAuction(tx, context, f);
  if (row?.state !== 'open') return;
  const { args, blockTime, blockNumber, event } = f.event;
  const withdrawn = event === 'NftWithdrawn';
  const to = withdrawn ? (args.to ?? '') : row.holder;
  await tx
    .update(auctions)
    .set({
      state: withdrawn ? 'withdrawn' : 'cancelled',
      withdrawnTo: withdrawn ? to : null,
      updatedBlock: blockNumber,
      updatedAt: blockTime,
    })
    .where(eq(auctions.id, row.id));
  list.push({ kind: 'auction_updated', auction_ref: row.id, prev: snapshot(row) });
  await publishAuction(tx, 'ended', row);
  if (row.assetId === null) return;
  const [asset] = await tx
    .select({ ownerId: assets.ownerId, status: assets.status })
    .from(assets)
    .where(and(eq(assets.id, row.assetId), eq(assets.location, CONTRACT)))
    .for('update');
  if (!asset) return;
  const receiver =
    (await userIdByAddress(tx, to)) ?? (withdrawn ? await userIdByAddress(tx, args.holder) : undefined);
  const toOwner = receiver ?? asset.ownerId;
  const change = statusChange(asset.status);
  await tx
    .update(assets)
    .set({ ownerId: toOwner, location: WALLET, serverId: null, ...change.set })
    .where(eq(assets.id, row.assetId));
  list.push({
    kind: 'auction_asset',
    asset_id: row.assetId,
    owner_id: asset.ownerId,
    location: CONTRACT,
    to_owner: toOwner,
    to_location: WALLET,
    ...change.prev,
  });
}
