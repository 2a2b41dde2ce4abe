import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import { type GameInventory, gameInventory, SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage } from '@yuanlong/shared/game-signature';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

/** A role: a user's player on one game server. */
export interface RoleRef {
  user_id: number;
  server_id: number;
}

/** One way the game's view of a role differs from the market's. */
export interface GameDifference {
  role: RoleRef;
  asset_id: number | null;
  problem: string;
}

export interface GameReconciliation {
  /** Roles compared. */
  roles: number;
  /** Assets left out because a command about them is still on its way to the game (not a difference). */
  inFlight: number;
  differences: GameDifference[];
}

/** Asks the game what it holds for a role (GET /v1/roles/{server}/{user}/inventory, docs/game-api.yaml). */
export type InventoryReader = (role: RoleRef) => Promise<GameInventory>;

/** The protocol's inventory call, signed over the empty body like every market call. */
export function httpInventoryReader(baseUrl: string, secret: string, timeoutMs: number): InventoryReader {
  const base = baseUrl.replace(/\/+$/, '');
  return async (role) => {
    const response = await fetch(`${base}/v1/roles/${role.server_id}/${role.user_id}/inventory`, {
      headers: { accept: 'application/json', [SIGNATURE_HEADER]: signGameMessage(secret, '') },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the game answered ${response.status}`);
    return gameInventory.parse(await response.json());
  };
}

interface HeldRow {
  id: number | string;
  owner_id: number | string;
  server_id: number | string;
  locked: boolean;
}

/**
 * Compares each role's game assets in the market with what the game says it holds: an asset the
 * market has in the game for a role that the game does not hold for it, one the game holds that
 * the market has elsewhere, and a lock one side has and the other not (listed or leaving for the
 * wallet in the market = locked in the game). Assets with a command still pending or failed in
 * the outbox are counted apart: the game has not been told yet, so a difference there is
 * expected. Every role with a player in the market is asked, `concurrency` at a time.
 */
export async function reconcileWithGame(
  db: Db,
  read: InventoryReader,
  concurrency = 4,
): Promise<GameReconciliation> {
  const roles = await queryRows<{ user_id: number | string; server_id: number | string }>(
    db,
    sql`select user_id, server_id from players order by user_id, server_id`,
  );
  const held = await queryRows<HeldRow>(
    db,
    sql`select a.id, a.owner_id, a.server_id,
          (coalesce(a.status = ${CARD_STATUS.onSale}, false)
            or exists (select 1 from claims c where c.asset_id = a.id and c.state = 'open')) as locked
        from assets a
        where a.location = ${ASSET_LOCATIONS.game.code} and a.server_id is not null`,
  );
  const open = await queryRows<{ asset_id: number | string }>(
    db,
    sql`select distinct asset_id from game_outbox where state in ('pending', 'failed') and asset_id is not null`,
  );
  const inFlight = new Set(open.map((r) => Number(r.asset_id)));
  const marketById = new Map<number, { role: RoleRef; locked: boolean }>();
  const byRole = new Map<string, number[]>();
  for (const row of held) {
    const id = Number(row.id);
    if (inFlight.has(id)) continue;
    const role = { user_id: Number(row.owner_id), server_id: Number(row.server_id) };
    marketById.set(id, { role, locked: row.locked });
    const key = `${role.user_id}:${role.server_id}`;
    byRole.set(key, [...(byRole.get(key) ?? []), id]);
  }

  const differences: GameDifference[] = [];
  const compare = async (role: RoleRef) => {
    let inventory: GameInventory;
    try {
      inventory = await read(role);
    } catch (error) {
      differences.push({ role, asset_id: null, problem: `the game could not be asked: ${String(error)}` });
      return;
    }
    const gameIds = new Set<number>();
    for (const asset of inventory.assets) {
      gameIds.add(asset.asset_id);
      if (inFlight.has(asset.asset_id)) continue;
      const market = marketById.get(asset.asset_id);
      if (!market || market.role.user_id !== role.user_id || market.role.server_id !== role.server_id) {
        differences.push({
          role,
          asset_id: asset.asset_id,
          problem: market
            ? `the game holds it for this role; the market has it for role ${market.role.user_id} on server ${market.role.server_id}`
            : 'the game holds it for this role; the market has it outside the game or not at all',
        });
      } else if (market.locked !== asset.locked) {
        differences.push({
          role,
          asset_id: asset.asset_id,
          problem: market.locked
            ? 'locked in the market (listed or leaving for the wallet), not locked in the game'
            : `locked in the game (${asset.lock_reason ?? 'no reason'}), not in the market`,
        });
      }
    }
    for (const id of byRole.get(`${role.user_id}:${role.server_id}`) ?? []) {
      if (!gameIds.has(id))
        differences.push({
          role,
          asset_id: id,
          problem: 'the market has it in the game for this role; the game does not hold it',
        });
    }
  };

  const queue = roles.map((r) => ({ user_id: Number(r.user_id), server_id: Number(r.server_id) }));
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let role = queue.shift(); role; role = queue.shift()) await compare(role);
    }),
  );
  differences.sort(
    (a, b) =>
      a.role.user_id - b.role.user_id ||
      a.role.server_id - b.role.server_id ||
      (a.asset_id ?? 0) - (b.asset_id ?? 0),
  );
  return { roles: roles.length, inFlight: inFlight.size, differences };
}

/** The comparison as lines for a terminal. */
export function formatGameReconciliation(report: GameReconciliation): string {
  const lines = [
    `Game: ${report.roles} roles compared, ${report.inFlight} assets with a command on its way left out, ${report.differences.length} differences`,
  ];
  for (const d of report.differences) {
    const asset = d.asset_id === null ? '' : ` asset ${d.asset_id}:`;
    lines.push(`  role ${d.role.user_id} on server ${d.role.server_id}:${asset} ${d.problem}`);
  }
  return lines.join('\n');
}
