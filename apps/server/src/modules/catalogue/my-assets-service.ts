import { ASSET_KINDS, ASSET_LOCATIONS, CARD_KIND_CODES } from '@yuanlong/shared/catalogue';
import type { Coin } from '@yuanlong/shared/coins';
import type { MyCardsQuery, MyDragonsQuery, OwnedAsset } from '@yuanlong/shared/my-assets';
import { and, count, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets, listings } from '../../db/schema.ts';
import { assetSyncStates } from '../../game/sync-state.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';

const TAG = 'mine';

/** A role's assets: in the game on its server, or out of the game (wallet, auction: per wallet, no server). */
const ofRole = (serverId: number) => or(eq(assets.serverId, serverId), isNull(assets.serverId));

/** My hero cards, equipment, pets and spirit stones (one kind when asked) of a role, newest first. */
export function listMyCards(db: Db, userId: number, serverId: number, q: MyCardsQuery) {
  const kinds = q.kind ? [ASSET_KINDS[q.kind].code] : [...CARD_KIND_CODES];
  return listOwned(db, userId, serverId, kinds, q);
}

/** My dragons of a role, newest first. */
export function listMyDragons(db: Db, userId: number, serverId: number, q: MyDragonsQuery) {
  return listOwned(db, userId, serverId, [ASSET_KINDS.dragon.code], q);
}

async function listOwned(db: Db, userId: number, serverId: number, kinds: number[], q: MyDragonsQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(assets.ownerId, userId),
    inArray(assets.kind, kinds),
    ofRole(serverId),
  ];
  if (q.location) conditions.push(eq(assets.location, ASSET_LOCATIONS[q.location].code));
  if (q.cursor) conditions.push(lt(assets.id, decodeCursor(q.cursor, TAG).id));
  const rows = await db
    .select({ a: assets, listingId: listings.id, price: listings.price, coin: listings.coin })
    .from(assets)
    .leftJoin(listings, and(eq(listings.assetId, assets.id), eq(listings.status, 1)))
    .where(and(...conditions))
    .orderBy(desc(assets.id))
    .limit(q.size + 1);
  const more = rows.length > q.size;
  const shown = more ? rows.slice(0, q.size) : rows;
  const last = shown[shown.length - 1];
  const sync = await assetSyncStates(
    db,
    shown.map((r) => r.a.id),
  );
  return {
    items: shown.map((r) => ({ ...toOwned(r), sync: sync.get(r.a.id) ?? null })),
    next_cursor: more && last ? encodeCursor({ tag: TAG, id: last.a.id }) : null,
  };
}

function toOwned(r: {
  a: typeof assets.$inferSelect;
  listingId: number | null;
  price: bigint | null;
  coin: string | null;
}): Omit<OwnedAsset, 'sync'> {
  const { a } = r;
  return {
    id: a.id,
    kind: a.kind,
    token_id: a.tokenId?.toString() ?? null,
    name: a.name,
    grade: a.grade,
    camp: a.camp,
    profession: a.profession,
    element: a.element,
    star: a.star,
    level: a.level,
    power: a.power,
    location: a.location,
    server_id: a.serverId,
    status: a.status,
    refine_level: a.refineLevel,
    dragon_state: a.dragonState,
    listing_id: r.listingId,
    price: r.price?.toString() ?? null,
    coin: (r.coin as Coin | null) ?? null,
  };
}

/** How many assets of each kind a role holds (in its game, and in the account's wallet or auctions), for the user info. */
export async function assetCounts(db: Db, userId: number, serverId: number): Promise<Record<number, number>> {
  const rows = await db
    .select({ kind: assets.kind, count: count() })
    .from(assets)
    .where(and(eq(assets.ownerId, userId), ofRole(serverId)))
    .groupBy(assets.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.count]));
}
