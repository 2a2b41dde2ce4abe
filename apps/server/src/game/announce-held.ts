import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

/**
 * Tells the game of every game asset the market holds that the game has never been told of (no
 * command of it in the outbox): an `asset.add` for its role, then an `asset.lock` when it is
 * listed (`sale`) or leaving for the wallet (`claim`). Written to the outbox in one transaction
 * and delivered like any command, so the game ends up holding what the market holds, with the
 * market's asset ids and locks.
 *
 * For a catalogue made in the market (the demo catalogue at its seeding): a real game connected
 * to a market already holds its assets (docs/game-api.md, "What the game holds when connected").
 * Returns the number of commands written.
 */
export async function announceHeldAssets(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The assets the game has not heard of, fixed before the adds are written (they name them).
    await t.execute(sql`
      create temporary table unannounced on commit drop as
      select a.id from assets a
      where a.location = ${ASSET_LOCATIONS.game.code} and a.server_id is not null
        and not exists (select 1 from game_outbox o where o.asset_id = a.id)`);
    const [added] = await queryRows<{ n: string }>(
      t,
      sql`
      with ins as (
        insert into game_outbox (type, asset_id, command, next_attempt_at)
        select 'asset.add', a.id,
          jsonb_build_object(
            'type', 'asset.add', 'asset_id', a.id,
            'role', jsonb_build_object('user_id', a.owner_id, 'server_id', a.server_id),
            'asset', jsonb_build_object(
              'kind', a.kind, 'name', a.name, 'number', a.number, 'grade', a.grade, 'star', a.star,
              'level', a.level, 'power', a.power, 'token_id', a.token_id::text)),
          now()
        from assets a join unannounced u on u.id = a.id
        order by a.id
        returning 1)
      select count(*)::text as n from ins`,
    );
    // Locks after every add (a lock waits for its asset's earlier commands).
    const [locked] = await queryRows<{ n: string }>(
      t,
      sql`
      with ins as (
        insert into game_outbox (type, asset_id, command, next_attempt_at)
        select 'asset.lock', a.id,
          jsonb_build_object(
            'type', 'asset.lock', 'asset_id', a.id,
            'role', jsonb_build_object('user_id', a.owner_id, 'server_id', a.server_id),
            'reason', case when exists (select 1 from claims c where c.asset_id = a.id and c.state = 'open')
                           then 'claim' else 'sale' end),
          now()
        from assets a join unannounced u on u.id = a.id
        where a.status = ${CARD_STATUS.onSale}
           or exists (select 1 from claims c where c.asset_id = a.id and c.state = 'open')
        order by a.id
        returning 1)
      select count(*)::text as n from ins`,
    );
    return Number(added?.n ?? 0) + Number(locked?.n ?? 0);
  });
}
