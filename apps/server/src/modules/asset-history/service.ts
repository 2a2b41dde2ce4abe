import { ACTIVITY_TYPES } from '@yuanlong/shared/activities';
import { shortAddress } from '@yuanlong/shared/address';
import type { AssetEvent, AssetEventKind, AssetHistory } from '@yuanlong/shared/asset-history';
import type { Coin } from '@yuanlong/shared/coins';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { queryRows } from '../../db/rows.ts';
import { assets } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { collectionOf } from '../claim/chain-state.ts';
import { assetTransit } from '../tx-report/transit.ts';

const LIMIT = 100;
const T = ACTIVITY_TYPES;

interface Row {
  at: Date | string;
  kind: AssetEventKind;
  from_addr: string | null;
  to_addr: string | null;
  price: string | null;
  coin: string | null;
  tx_hash: string | null;
}

/** The vault's events of this token in this collection (deposits, claims, mints), with their transactions. */
function vaultEvents(ctx: ServiceContext, asset: typeof assets.$inferSelect) {
  const contracts = ctx.chain.contracts;
  if (!contracts || asset.tokenId === null)
    return sql`select null::timestamptz, null, null, null, null, null, null where false`;
  const collection = collectionOf(contracts, asset.kind).toLowerCase();
  const token = asset.tokenId.toString();
  return sql`select e.block_time, case e.event when 'NftDeposited' then 'deposited' when 'NftClaimed' then 'claimed' else 'minted' end,
      case when e.event = 'NftDeposited' then e.args->>'from' end,
      case when e.event <> 'NftDeposited' then e.args->>'to' end,
      null::text, null::text, e.tx_hash
    from chain_events e
    where e.chain_id = ${ctx.chain.chainId} and e.contract = ${contracts.contracts.gameVault.toLowerCase()}
      and e.args->>'tokenId' = ${token}
      and ((e.event in ('NftDeposited', 'NftClaimed') and e.args->>'collection' = ${collection})
        or (e.event = 'CardMinted' and ${asset.kind !== 4}))`;
}

/**
 * Every move and trade of one asset, newest first (at most 100): its ownership history
 * (creation, market sales), listing entries, vault events and NFT111 auctions, plus the move
 * its owner reported that the watcher has not applied yet. 404 for an unknown asset.
 */
export async function getAssetHistory(ctx: ServiceContext, id: number): Promise<AssetHistory> {
  const [asset] = await ctx.db.select().from(assets).where(eq(assets.id, id));
  if (!asset) throw new AppError('notFound');
  const rows = await queryRows<Row>(
    ctx.db,
    sql`select * from (
      select h.at, case when h.from_user_id is null then 'created' else 'sold' end as kind,
        f.address as from_addr, t.address as to_addr, h.price::text as price, h.coin, null::text as tx_hash
      from asset_history h left join users f on f.id = h.from_user_id join users t on t.id = h.to_user_id
      where h.asset_id = ${id}
      union all
      select a.created_at, case a.type when ${T.marketListed.code} then 'listed'
          when ${T.marketCancelled.code} then 'unlisted' else 'repriced' end,
        u.address, null, a.amount::text, a.coin, null
      from activities a join users u on u.id = a.user_id
      where a.assets_id = ${id}
        and a.type in (${T.marketListed.code}, ${T.marketCancelled.code}, ${T.marketPriceChanged.code})
      union all
      select au.created_at, 'auction_created', au.seller, null, au.start_price::text, au.coin, null
      from auctions au where au.asset_id = ${id}
      union all
      select b.block_time, 'bid', b.bidder, null, b.price::text, au.coin, b.tx_hash
      from auction_bids b join auctions au on au.id = b.auction_ref where au.asset_id = ${id}
      union all
      select au.updated_at, case au.state when 'cancelled' then 'auction_cancelled' else 'auction_withdrawn' end,
        au.holder, au.withdrawn_to, null, null, null
      from auctions au where au.asset_id = ${id} and au.state <> 'open'
      union all
      ${vaultEvents(ctx, asset)}
    ) x order by 1 desc limit ${LIMIT}`,
  );
  const short = (address: string | null) => (address ? shortAddress(address) : null);
  const items: AssetEvent[] = rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    kind: r.kind,
    from: short(r.from_addr),
    to: short(r.to_addr),
    price: r.price,
    coin: (r.coin as Coin | null) ?? null,
    tx_hash: r.tx_hash,
  }));
  return {
    asset_id: id,
    transit: await assetTransit(ctx.db, ctx.chain.chainId, id, ctx.clock()),
    items,
  };
}
