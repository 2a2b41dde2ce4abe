import type { AssetTransit } from '@yuanlong/shared/tx-report';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/** A report older than this without its event applied is not shown (its transaction was dropped). */
const STALE_HOURS = 24;

/**
 * The move under way of an asset, from the transactions its owner handed over that the watcher
 * has not applied yet: an NFT deposit → `depositing`, a claim or mint → `on_chain`; else null.
 */
export async function assetTransit(
  db: Db,
  chainId: number,
  assetId: number,
  now: Date,
): Promise<AssetTransit | null> {
  const since = new Date(now.getTime() - STALE_HOURS * 3_600_000);
  const [row] = await queryRows<{ kind: string }>(
    db,
    sql`select r.kind from tx_reports r
        where r.asset_id = ${assetId} and r.chain_id = ${chainId} and r.reported_at > ${since.toISOString()}
          and not exists (select 1 from chain_events e
            where e.chain_id = r.chain_id and e.tx_hash = r.tx_hash and e.log_index = r.log_index)
        order by r.id desc limit 1`,
  );
  if (!row) return null;
  return row.kind === 'nft_deposit' ? 'depositing' : row.kind === 'claim' ? 'on_chain' : null;
}
