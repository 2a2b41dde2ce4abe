import { ASSET_LOCATIONS, gradeGroupOf } from '@yuanlong/shared/catalogue';
import type { AssetOffers, MyOffers, Offer } from '@yuanlong/shared/offers';
import { type AnyColumn, and, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets, offers, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type OfferRow, offerMatches, offerView } from './store.ts';

/** How many offers a list answers at most. */
const LIST_SIZE = 100;

const columns = {
  offer: offers,
  offererAddress: users.address,
  assetName: assets.name,
};

async function select(db: Db, where: SQL | undefined, limit = LIST_SIZE) {
  const rows = await db
    .select(columns)
    .from(offers)
    .innerJoin(users, eq(users.id, offers.offererId))
    .leftJoin(assets, eq(assets.id, offers.assetId))
    .where(where)
    .orderBy(desc(offers.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.offer, offererAddress: r.offererAddress, assetName: r.assetName }));
}

/** Open offers (not expired) whose collection filter an asset with these facets matches. */
function collectionMatch(asset: typeof assets.$inferSelect): SQL {
  const facet = (column: AnyColumn, value: number | null) =>
    value === null ? isNull(column) : or(isNull(column), eq(column, value))!;
  return and(
    isNull(offers.assetId),
    eq(offers.kind, asset.kind),
    facet(offers.camp, asset.camp),
    facet(offers.profession, asset.profession),
    facet(offers.gradeGroup, asset.grade === null ? null : gradeGroupOf(asset.grade)),
    facet(offers.element, asset.element),
    facet(offers.star, asset.star),
  )!;
}

const stillOpen = (now: Date) => and(eq(offers.state, 'open'), gt(offers.expiresAt, now))!;

/** Highest first within a coin, coins in name order. */
const byValue = (a: Offer, b: Offer) =>
  a.coin.localeCompare(b.coin) ||
  (BigInt(b.amount) > BigInt(a.amount) ? 1 : BigInt(b.amount) < BigInt(a.amount) ? -1 : 0);

/**
 * The open offers an asset can be sold to (GET /api/offers/asset/{id}, public like the detail
 * page): those on the asset and the collection offers it matches, highest first per coin.
 */
export async function assetOffers(
  ctx: ServiceContext,
  assetId: number,
  viewerId?: number,
): Promise<AssetOffers> {
  const [asset] = await ctx.db.select().from(assets).where(eq(assets.id, assetId));
  if (!asset) throw new AppError('notFound');
  const now = ctx.clock();
  const rows = await select(
    ctx.db,
    and(stillOpen(now), or(eq(offers.assetId, assetId), collectionMatch(asset))),
  );
  return {
    items: rows.map((r) => offerView(r, viewerId, now)).sort(byValue),
    is_owner: viewerId !== undefined && asset.ownerId === viewerId,
  };
}

/**
 * The user's offers (GET /api/user/offers): those they made (newest first, any state), and the
 * open ones they can accept, each with the user's game assets that match it.
 */
export async function myOffers(ctx: ServiceContext, userId: number): Promise<MyOffers> {
  const now = ctx.clock();
  const made = await select(ctx.db, eq(offers.offererId, userId));
  const mine = await ctx.db
    .select()
    .from(assets)
    .where(and(eq(assets.ownerId, userId), eq(assets.location, ASSET_LOCATIONS.game.code)));
  const received: MyOffers['received'] = [];
  if (mine.length > 0) {
    const ids = mine.map((a) => a.id);
    const kinds = [...new Set(mine.map((a) => a.kind))];
    const candidates = await select(
      ctx.db,
      and(
        stillOpen(now),
        sql`${offers.offererId} <> ${userId}`,
        or(inArray(offers.assetId, ids), and(isNull(offers.assetId), inArray(offers.kind, kinds))),
      ),
      500,
    );
    for (const row of candidates) {
      const matching = mine
        .filter((a) => offerMatches(row as OfferRow, a))
        .sort((a, b) => a.id - b.id)
        .map((a) => ({ id: a.id, name: a.name }));
      if (matching.length > 0)
        received.push({ ...offerView(row, userId, now), matching_assets: matching.slice(0, 50) });
    }
  }
  return { made: made.map((r) => offerView(r, userId, now)), received: received.slice(0, LIST_SIZE) };
}
