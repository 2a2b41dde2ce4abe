import type { CreatePlayerResult, Player } from '@yuanlong/shared/players';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameServers, players, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueGameCommand } from '../../game/outbox.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { isUniqueViolation, loadUser } from '../account/users.ts';

const roleExists = () => new AppError('conflict', 'roleExists');
const nameTaken = () => new AppError('conflict', 'roleNameTaken');

const playerColumns = {
  server_id: players.serverId,
  server_name: gameServers.name,
  name: players.name,
  createdAt: players.createdAt,
};

function toPlayer({
  createdAt,
  ...row
}: {
  createdAt: Date;
  server_id: number;
  server_name: string;
  name: string;
}): Player {
  return { ...row, created_at: createdAt.toISOString() };
}

/** The user's roles with their servers' names (also on servers closed since), in server order. */
export async function listPlayers(db: Db, userId: number): Promise<Player[]> {
  const rows = await db
    .select(playerColumns)
    .from(players)
    .innerJoin(gameServers, eq(gameServers.serverId, players.serverId))
    .where(eq(players.userId, userId))
    .orderBy(asc(players.serverId));
  return rows.map(toPlayer);
}

/**
 * Creates the user's role on an open server: one role per server, a name unique on the server
 * (default: the nickname, else `Hero{userid}`). The user's current server becomes this one when
 * it was none or a server without a role of theirs.
 */
export async function createPlayer(
  db: Db,
  userId: number,
  serverId: number,
  requestedName: string | undefined,
): Promise<CreatePlayerResult> {
  const [server] = await db
    .select({ name: gameServers.name })
    .from(gameServers)
    .where(and(eq(gameServers.serverId, serverId), eq(gameServers.isOpen, true)))
    .limit(1);
  if (!server) throw new AppError('notFound', 'serverNotFound');
  const user = await loadUser(db, userId);
  const name = requestedName ?? (user.nickname || `Hero${userId}`);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(players)
        .values({ userId, serverId, name })
        .returning({ createdAt: players.createdAt });
      await enqueueGameCommand(tx, {
        type: 'role.create',
        role: { user_id: userId, server_id: serverId },
        name,
      });
      const [updated] = await tx
        .update(users)
        .set({ currentServerId: serverId })
        .where(
          and(
            eq(users.id, userId),
            sql`not exists (select 1 from ${players} p where p.user_id = ${userId} and p.server_id = ${users.currentServerId})`,
          ),
        )
        .returning({ currentServerId: users.currentServerId });
      return {
        player: toPlayer({ server_id: serverId, server_name: server.name, name, createdAt: row!.createdAt }),
        current_server_id: updated?.currentServerId ?? user.currentServerId,
      };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await hasRoleOn(db, userId, serverId)) ? roleExists() : nameTaken();
  }
}

async function hasRoleOn(db: Db, userId: number, serverId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.userId, userId), eq(players.serverId, serverId)))
    .limit(1);
  return row !== undefined;
}
