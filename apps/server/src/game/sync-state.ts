import type { AssetSync } from '@yuanlong/shared/asset-sync';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { AppError } from '../errors.ts';

/** Commands whose asset shows "updating game data" while they travel; the others "syncing game data". */
const UPDATING = ['asset.transfer', 'asset.add', 'asset.update'];

/**
 * The sync state of each asset (assets not in the map are settled): sync_failed when a command of
 * it failed, updating / syncing by its oldest open command, else chain_failed when its latest
 * claim expired without reaching the chain and it was not listed since.
 */
export async function assetSyncStates(db: Db, assetIds: number[]): Promise<Map<number, AssetSync>> {
  const states = new Map<number, AssetSync>();
  if (assetIds.length === 0) return states;
  const ids = sql`${`{${assetIds.join(',')}}`}::bigint[]`;
  const rows = await queryRows<{ asset_id: string | number; state: AssetSync }>(
    db,
    sql`
    select a.id as asset_id,
      coalesce(
        (select case when bool_or(o.state = 'failed') then 'sync_failed'
                     when (array_agg(o.type order by o.id))[1] in (${sql.join(
                       UPDATING.map((t) => sql`${t}`),
                       sql`, `,
                     )}) then 'updating'
                     else 'syncing' end
           from game_outbox o where o.asset_id = a.id and o.state in ('pending', 'failed')
           having count(*) > 0),
        (select 'chain_failed' from claims c
           where c.asset_id = a.id and c.state = 'expired'
             and c.id = (select max(c2.id) from claims c2 where c2.asset_id = a.id)
             and not exists (select 1 from listings l where l.asset_id = a.id and l.listed_at > c.finished_at))
      ) as state
    from unnest(${ids}) as a(id)`,
  );
  for (const row of rows) if (row.state) states.set(Number(row.asset_id), row.state);
  return states;
}

/** The sync state of one asset, null when settled. */
export async function assetSyncState(db: Db, assetId: number): Promise<AssetSync | null> {
  return (await assetSyncStates(db, [assetId])).get(assetId) ?? null;
}

/**
 * Refuses a market action on an asset whose game sync failed ("do not operate"), until an
 * operator retries or resolves its command. Cheap: the partial index over open commands.
 */
export async function assertNotFrozen(db: Db, assetIds: number | number[]): Promise<void> {
  const ids = Array.isArray(assetIds) ? assetIds : [assetIds];
  if (ids.length === 0) return;
  const rows = await queryRows(
    db,
    sql`select 1 from game_outbox
        where asset_id = any(${`{${ids.join(',')}}`}::bigint[]) and state = 'failed' limit 1`,
  );
  if (rows.length > 0) throw new AppError('conflict', 'assetSyncFailed');
}
