import type { GameAssetData, GameNotification, RoleRef } from '@yuanlong/shared/game-protocol';
import type { Sql } from './store.ts';

export interface RoleRow {
  user_id: number;
  server_id: number;
  name: string;
  online: boolean;
  boss_level: number;
}

export interface ItemRow {
  game_item_id: string;
  asset_id: string | null;
  user_id: number;
  server_id: number;
  locked: string | null;
  data: GameAssetData;
}

export async function findRole(q: Sql, role: RoleRef): Promise<RoleRow | undefined> {
  const [row] = await q<RoleRow>(
    'select user_id, server_id, name, online, boss_level from roles where user_id = $1 and server_id = $2',
    [role.user_id, role.server_id],
  );
  return row;
}

/** The role, created when the game does not know it yet; `created` says which. */
export async function ensureRole(q: Sql, role: RoleRef, name: string) {
  const inserted = await q<RoleRow>(
    `insert into roles (user_id, server_id, name) values ($1, $2, $3)
     on conflict (user_id, server_id) do nothing
     returning user_id, server_id, name, online, boss_level`,
    [role.user_id, role.server_id, name],
  );
  if (inserted[0]) return { role: inserted[0], created: true };
  return { role: (await findRole(q, role))!, created: false };
}

/** The item the game holds under a market asset id, with its holder. */
export async function findItem(q: Sql, assetId: number): Promise<ItemRow | undefined> {
  const [row] = await q<ItemRow>(
    'select game_item_id, asset_id::text, user_id, server_id, locked, data from items where asset_id = $1',
    [assetId],
  );
  return row;
}

export const heldBy = (item: ItemRow | undefined, role: RoleRef): item is ItemRow =>
  item !== undefined && item.user_id === role.user_id && item.server_id === role.server_id;

type NotificationBody =
  | { type: 'role.created'; name: string }
  | { type: 'role.online'; online: boolean }
  | { type: 'role.boss_level'; boss_level: number }
  | {
      type: 'inventory.changed';
      changes: Extract<GameNotification, { type: 'inventory.changed' }>['changes'];
    };

/**
 * Queues a notification to the market in the caller's transaction, with the role's next `seq`;
 * the notifier delivers it after the commit (at least once, in order).
 */
export async function queueNotification(q: Sql, role: RoleRef, body: NotificationBody) {
  const [row] = await q<{ last_seq: string }>(
    'update roles set last_seq = last_seq + 1 where user_id = $1 and server_id = $2 returning last_seq::text',
    [role.user_id, role.server_id],
  );
  if (!row) throw new Error(`no role ${role.user_id}/${role.server_id}`);
  const seq = Number(row.last_seq);
  const id = `game-${role.user_id}-${role.server_id}-${seq}`;
  const notification = {
    id,
    seq,
    occurred_at: new Date().toISOString(),
    role: { user_id: role.user_id, server_id: role.server_id },
    ...body,
  } as GameNotification;
  await q('insert into notifications (id, user_id, server_id, seq, body) values ($1, $2, $3, $4, $5)', [
    id,
    role.user_id,
    role.server_id,
    seq,
    JSON.stringify(notification),
  ]);
  return notification;
}
