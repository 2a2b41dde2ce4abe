import { createHash } from 'node:crypto';
import type { Coin } from '@yuanlong/shared/coins';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets, listings } from '../../db/schema.ts';

/** What an asset's share preview shows: its drawing's inputs, its name and its open listing. */
export interface ShareFacts {
  id: number;
  kind: number;
  name: string;
  camp: number | null;
  element: number | null;
  grade: number | null;
  level: number;
  star: number | null;
  number: number;
  listing: { price: bigint; coin: Coin } | null;
  /** Changes whenever anything above does (the picture's cache key and ETag). */
  version: string;
}

/** The largest id an asset can have (a serial). */
const MAX_ID = 2_147_483_647;

/** The asset id of a query value (`?id=`), or undefined for anything but a positive integer id. */
export function shareAssetId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The share facts of asset `id` (one read: the asset and its open listing); undefined when unknown. */
export async function shareFacts(db: Db, id: number): Promise<ShareFacts | undefined> {
  const [row] = await db
    .select({
      kind: assets.kind,
      name: assets.name,
      camp: assets.camp,
      element: assets.element,
      grade: assets.grade,
      level: assets.level,
      star: assets.star,
      number: assets.number,
      price: listings.price,
      coin: listings.coin,
    })
    .from(assets)
    .leftJoin(listings, and(eq(listings.assetId, assets.id), eq(listings.status, 1)))
    .where(eq(assets.id, id))
    .limit(1);
  if (!row) return undefined;
  const { price, coin, ...asset } = row;
  const listing = price !== null && coin !== null ? { price, coin: coin as Coin } : null;
  const version = createHash('sha1')
    .update(
      JSON.stringify({ id, ...asset, price: listing?.price.toString() ?? null, coin: listing?.coin ?? null }),
    )
    .digest('base64url')
    .slice(0, 16);
  return { id, ...asset, listing, version };
}
