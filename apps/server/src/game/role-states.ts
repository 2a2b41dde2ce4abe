import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players, roleStates } from '../db/schema.ts';
import type { GameGateway, RoleState } from './gateway.ts';

/**
 * The game's state of the market's roles as the game last notified it (table role_states,
 * written by the notification receiver): every role of the user, offline at boss level 0 until
 * the game says otherwise. It reads the database only, so an asset action never waits on the game.
 */
export function createRoleStateGateway(db: Db): GameGateway {
  return {
    kind: 'notified',
    async roleStates(userId) {
      const rows = await db
        .select({ serverId: players.serverId, online: roleStates.online, bossLevel: roleStates.bossLevel })
        .from(players)
        .leftJoin(
          roleStates,
          and(eq(roleStates.userId, players.userId), eq(roleStates.serverId, players.serverId)),
        )
        .where(eq(players.userId, userId))
        .orderBy(players.serverId);
      return rows.map(
        (row): RoleState => ({
          serverId: row.serverId,
          online: row.online ?? false,
          bossLevel: row.bossLevel ?? 0,
        }),
      );
    },
  };
}

export type RoleStateField = 'online' | 'boss_level';

/**
 * Applies one state notification of a role when its `seq` is newer than the one that last set
 * that field; returns false (stale) otherwise. One statement, so two deliveries racing settle
 * on the newer seq.
 */
export async function applyRoleState(
  tx: Db,
  role: { userId: number; serverId: number },
  seq: number,
  change: { online: boolean } | { bossLevel: number },
): Promise<boolean> {
  const now = new Date();
  const isOnline = 'online' in change;
  const values = isOnline
    ? { online: change.online, onlineSeq: seq }
    : { bossLevel: change.bossLevel, bossLevelSeq: seq };
  const rows = await tx
    .insert(roleStates)
    .values({ userId: role.userId, serverId: role.serverId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [roleStates.userId, roleStates.serverId],
      set: { ...values, updatedAt: now },
      setWhere: isOnline ? sql`${roleStates.onlineSeq} < ${seq}` : sql`${roleStates.bossLevelSeq} < ${seq}`,
    })
    .returning({ userId: roleStates.userId });
  return rows.length > 0;
}
