import type { GameAssetData, RoleRef } from '@yuanlong/shared/game-protocol';
import type { Db } from '../db/client.ts';
import type { assets } from '../db/schema.ts';
import { enqueueGameCommand } from './outbox.ts';

/** What a command needs of an asset row: its holder (owner on its server) and its game data. */
export type AssetForGame = Pick<
  typeof assets.$inferSelect,
  | 'id'
  | 'ownerId'
  | 'serverId'
  | 'kind'
  | 'name'
  | 'number'
  | 'grade'
  | 'star'
  | 'level'
  | 'power'
  | 'tokenId'
>;

/** The command an asset change sends the game (its role and data are read from the row). */
export type AssetChange =
  | { type: 'asset.lock'; reason: 'sale' | 'claim' | 'offer' }
  | { type: 'asset.release' }
  | { type: 'asset.remove' }
  | { type: 'asset.add' }
  | { type: 'asset.update' }
  /** From the row's role (the seller, the row as it was) to `to` on the same server. */
  | { type: 'asset.transfer'; toUserId: number; price: bigint; coin: string };

/** The role holding an asset in the game: its owner on its server. */
export function roleOf(asset: AssetForGame): RoleRef {
  if (asset.serverId === null) throw new Error(`asset ${asset.id} is not in the game (no server)`);
  return { user_id: asset.ownerId, server_id: asset.serverId };
}

/** What the game holds of an asset. */
export function gameAssetOf(asset: AssetForGame): GameAssetData {
  return {
    kind: asset.kind,
    name: asset.name,
    number: asset.number,
    grade: asset.grade,
    star: asset.star,
    level: asset.level,
    power: asset.power,
    token_id: asset.tokenId?.toString() ?? null,
  };
}

/**
 * Enqueues the game command of an asset change in the change's transaction (outbox.ts). `asset`
 * is the row in the game: after the change for add and update, before it for remove and transfer.
 */
export function enqueueAssetChange(tx: Db, asset: AssetForGame, change: AssetChange, now?: Date) {
  const base = { asset_id: asset.id, role: roleOf(asset) };
  switch (change.type) {
    case 'asset.lock':
      return enqueueGameCommand(tx, { ...base, type: change.type, reason: change.reason }, now);
    case 'asset.release':
    case 'asset.remove':
      return enqueueGameCommand(tx, { ...base, type: change.type }, now);
    case 'asset.add':
    case 'asset.update':
      return enqueueGameCommand(tx, { ...base, type: change.type, asset: gameAssetOf(asset) }, now);
    case 'asset.transfer':
      return enqueueGameCommand(
        tx,
        {
          ...base,
          type: change.type,
          to_role: { user_id: change.toUserId, server_id: base.role.server_id },
          price: change.price.toString(),
          coin: change.coin,
        },
        now,
      );
  }
}
