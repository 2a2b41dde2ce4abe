import { CARD_STATUS } from '@yuanlong/shared/card-status';
import type { Coin } from '@yuanlong/shared/coins';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import type { Portfolio } from '@yuanlong/shared/offers';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../db/rows.ts';
import { listings } from '../../db/schema.ts';
import { loadUser } from '../account/users.ts';

/**
 * The account's market position (GET /api/user/portfolio): its open listings, its open NFT111
 * auctions (selling, holding the top bid), and per collection (asset kind) it holds: how many,
 * the floor (lowest open listing in MARKET_DEFAULT_COIN), the last sale (any coin) and held × floor.
 */
export async function portfolioOf(ctx: ServiceContext, userId: number): Promise<Portfolio> {
  const user = await loadUser(ctx.db, userId);
  const address = (user.address ?? '').toLowerCase();
  const [open, auctions, held, floors, lastSales] = await Promise.all([
    ctx.db
      .select()
      .from(listings)
      .where(and(eq(listings.sellerId, userId), eq(listings.status, CARD_STATUS.onSale)))
      .orderBy(desc(listings.id))
      .limit(200),
    queryRows<{ selling: number; holding: number }>(
      ctx.db,
      sql`select count(*) filter (where seller = ${address})::int as selling,
                 count(*) filter (where holder = ${address} and seller <> ${address})::int as holding
          from auctions where state = 'open' and ${address} <> ''`,
    ),
    queryRows<{ kind: number; held: number }>(
      ctx.db,
      sql`select kind, count(*)::int as held from assets where owner_id = ${userId} group by kind order by kind`,
    ),
    queryRows<{ kind: number; price: string }>(
      ctx.db,
      sql`select kind, min(price)::text as price from listings
          where status = ${CARD_STATUS.onSale} and coin = ${MARKET_DEFAULT_COIN} group by kind`,
    ),
    queryRows<{ kind: number; price: string; coin: string; at: Date | string }>(
      ctx.db,
      sql`select distinct on (a.kind) a.kind, h.price::text as price, h.coin, h.at
          from asset_history h join assets a on a.id = h.asset_id
          where h.price is not null and h.coin is not null and h.from_user_id is not null
          order by a.kind, h.at desc, h.id desc`,
    ),
  ]);
  return {
    listings: open.map((l) => ({
      listing_id: l.id,
      asset_id: l.assetId,
      kind: l.kind,
      name: l.name,
      price: l.price.toString(),
      coin: l.coin as Coin,
      listed_at: l.listedAt.toISOString(),
    })),
    auctions: { selling: auctions[0]?.selling ?? 0, holding: auctions[0]?.holding ?? 0 },
    collections: held.map(({ kind, held: count }) => {
      const floor = floors.find((f) => Number(f.kind) === Number(kind));
      const last = lastSales.find((s) => Number(s.kind) === Number(kind));
      return {
        kind: Number(kind),
        held: count,
        floor: floor ? { price: floor.price, coin: MARKET_DEFAULT_COIN } : null,
        last_sale: last
          ? { price: last.price, coin: last.coin as Coin, at: new Date(last.at).toISOString() }
          : null,
        value: floor
          ? { price: (BigInt(floor.price) * BigInt(count)).toString(), coin: MARKET_DEFAULT_COIN }
          : null,
      };
    }),
  };
}
