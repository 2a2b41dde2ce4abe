import { COINS, type Coin } from '@yuanlong/shared/coins';
import type { CardBusiness, CardBusinessBody } from '@yuanlong/shared/inbox';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../db/rows.ts';
import { assets, listings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** The market's status of a bought listing (card status 51). */
const BOUGHT = 51;

interface Totals {
  coin: string;
  bought: string;
  spent: string;
  sold: string;
  sales: string;
  fees: string;
}

/**
 * The user's fixed-price market business (POST /api/user/card/business): per coin, what they
 * bought (count, paid) and sold (count, prices, fees, received), and their open listings; for
 * one asset with `id` (404 for an unknown asset). Everything from the settled listings.
 */
export async function cardBusiness(
  ctx: ServiceContext,
  userId: number,
  body: CardBusinessBody,
): Promise<CardBusiness> {
  const assetId = body?.id ?? null;
  if (assetId !== null) {
    const [asset] = await ctx.db.select({ id: assets.id }).from(assets).where(eq(assets.id, assetId));
    if (!asset) throw new AppError('notFound');
  }
  const ofAsset = assetId === null ? sql`true` : sql`asset_id = ${assetId}`;
  const rows = await queryRows<Totals>(
    ctx.db,
    sql`select coin,
        count(*) filter (where buyer_id = ${userId})::text as bought,
        coalesce(sum(price) filter (where buyer_id = ${userId}), 0)::text as spent,
        count(*) filter (where seller_id = ${userId})::text as sold,
        coalesce(sum(price) filter (where seller_id = ${userId}), 0)::text as sales,
        coalesce(sum(fee) filter (where seller_id = ${userId}), 0)::text as fees
      from listings
      where status = ${BOUGHT} and (buyer_id = ${userId} or seller_id = ${userId}) and ${ofAsset}
      group by coin`,
  );
  const [open] = await ctx.db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, userId),
        eq(listings.status, 1),
        assetId === null ? undefined : eq(listings.assetId, assetId),
      ),
    );
  const byCoin = new Map(rows.map((r) => [r.coin, r]));
  return {
    asset_id: assetId,
    on_sale: Number(open?.n ?? 0),
    coins: COINS.flatMap((coin: Coin) => {
      const r = byCoin.get(coin);
      if (!r) return [];
      const received = BigInt(r.sales) - BigInt(r.fees);
      return [
        {
          coin,
          bought: Number(r.bought),
          spent: r.spent,
          sold: Number(r.sold),
          sales: r.sales,
          fees: r.fees,
          received: received.toString(),
          net: (received - BigInt(r.spent)).toString(),
        },
      ];
    }),
  };
}
