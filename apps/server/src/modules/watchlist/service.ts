import { ASSET_KINDS, type AssetKindName } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import {
  type FollowAssetBody,
  SAVED_SEARCHES_MAX,
  type SavedFilter,
  type SavedSearch,
  type SaveSearchBody,
  type UpdateSearchBody,
  WATCHED_ASSETS_MAX,
  type Watchlist,
} from '@yuanlong/shared/watchlist';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets, listings, savedSearches, users, watchedAssets } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';

const KIND_NAME = new Map(
  (Object.entries(ASSET_KINDS) as [AssetKindName, { code: number }][]).map(([name, k]) => [k.code, name]),
);
const price = (v: string | null | undefined) => (v == null ? null : BigInt(v));

/** The user's row, locked: follows and saves of one user take turns, so a limit holds under concurrency. */
async function lockUser(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** What the user follows and the searches they saved, newest first. */
export async function getWatchlist(db: Db, userId: number): Promise<Watchlist> {
  const [followed, searches] = await Promise.all([
    db
      .select({
        assetId: watchedAssets.assetId,
        belowPrice: watchedAssets.belowPrice,
        coin: watchedAssets.coin,
        createdAt: watchedAssets.createdAt,
        kind: assets.kind,
        name: assets.name,
        grade: assets.grade,
        listingPrice: listings.price,
        listingCoin: listings.coin,
      })
      .from(watchedAssets)
      .innerJoin(assets, eq(assets.id, watchedAssets.assetId))
      .leftJoin(listings, and(eq(listings.assetId, watchedAssets.assetId), eq(listings.status, 1)))
      .where(eq(watchedAssets.userId, userId))
      .orderBy(desc(watchedAssets.createdAt), desc(watchedAssets.assetId)),
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.id)),
  ]);
  return {
    assets: followed.map((r) => ({
      asset_id: r.assetId,
      kind: r.kind,
      name: r.name,
      grade: r.grade,
      below_price: r.belowPrice?.toString() ?? null,
      coin: (r.coin as Coin | null) ?? null,
      listing:
        r.listingPrice === null ? null : { price: r.listingPrice.toString(), coin: r.listingCoin as Coin },
      created_at: r.createdAt.toISOString(),
    })),
    searches: searches.map(searchView),
    limits: { assets: WATCHED_ASSETS_MAX, searches: SAVED_SEARCHES_MAX },
  };
}

function searchView(r: typeof savedSearches.$inferSelect): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    filter: {
      kind: r.kind === null ? null : (KIND_NAME.get(r.kind) ?? null),
      camp: r.camp,
      profession: r.profession,
      grade: r.gradeGroup,
      element: r.element,
      star: r.star,
    },
    below_price: r.belowPrice?.toString() ?? null,
    coin: (r.coin as Coin | null) ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** Follows an asset, or changes the alert price of one followed already; 404 for an unknown asset. */
export async function followAsset(db: Db, userId: number, assetId: number, body: FollowAssetBody) {
  const values = { belowPrice: price(body.below_price), coin: body.below_price ? (body.coin ?? null) : null };
  await inTransaction(db, async (tx) => {
    const [asset] = await tx.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
    if (!asset) throw new AppError('notFound');
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ id: watchedAssets.assetId })
      .from(watchedAssets)
      .where(and(eq(watchedAssets.userId, userId), eq(watchedAssets.assetId, assetId)));
    if (existing) {
      await tx
        .update(watchedAssets)
        .set(values)
        .where(and(eq(watchedAssets.userId, userId), eq(watchedAssets.assetId, assetId)));
      return;
    }
    const [n] = await tx.select({ n: count() }).from(watchedAssets).where(eq(watchedAssets.userId, userId));
    if (Number(n?.n ?? 0) >= WATCHED_ASSETS_MAX)
      throw new AppError('conflict', 'watchlistFull', { max: String(WATCHED_ASSETS_MAX) });
    await tx.insert(watchedAssets).values({ userId, assetId, ...values });
  });
}

/** Stops following an asset (nothing to do when it was not followed). */
export async function unfollowAsset(db: Db, userId: number, assetId: number): Promise<void> {
  await db
    .delete(watchedAssets)
    .where(and(eq(watchedAssets.userId, userId), eq(watchedAssets.assetId, assetId)));
}

function filterColumns(f: SavedFilter) {
  const code = (v: unknown) => (v === undefined || v === null ? null : Number(v));
  return {
    kind: f.kind ? ASSET_KINDS[f.kind].code : null,
    camp: code(f.camp),
    profession: code(f.profession),
    gradeGroup: code(f.grade),
    element: code(f.element),
    star: code(f.star),
  };
}

/** Saves a market search (at most SAVED_SEARCHES_MAX per user). */
export async function saveSearch(db: Db, userId: number, body: SaveSearchBody): Promise<SavedSearch> {
  return inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [n] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (Number(n?.n ?? 0) >= SAVED_SEARCHES_MAX)
      throw new AppError('conflict', 'savedSearchesFull', { max: String(SAVED_SEARCHES_MAX) });
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: body.name,
        ...filterColumns(body.filter ?? {}),
        coin: body.coin ?? null,
        belowPrice: price(body.below_price),
      })
      .returning();
    return searchView(row!);
  });
}

/** Renames a saved search or changes its coin and price; 404 when it is not the user's. */
export async function updateSearch(
  db: Db,
  userId: number,
  id: number,
  body: UpdateSearchBody,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(body.name ? { name: body.name } : {}),
      coin: body.coin ?? null,
      belowPrice: price(body.below_price),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new AppError('notFound');
  return searchView(row);
}

/** Deletes a saved search of the user (nothing to do when there is none). */
export async function deleteSearch(db: Db, userId: number, id: number): Promise<void> {
  await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
}
