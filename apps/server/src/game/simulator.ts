import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players, simRoles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { GameGateway, RoleState } from './gateway.ts';

/** A change of a simulated role: any field left out keeps its value. */
export interface RoleChange {
  online?: boolean;
  bossLevel?: number;
}

/** The simulator also lets tests and the development page play the game's part. */
export interface GameSimulator extends GameGateway {
  readonly kind: 'simulator';
  /** Sets a role's online flag and/or boss level; the user must have a role on that server. */
  setRole(userId: number, serverId: number, change: RoleChange): Promise<RoleState>;
}

/**
 * The in-process game: the state of the market's roles (players) kept in `sim_roles`, so it
 * holds across restarts and replicas. Nothing plays by itself: a role is offline at boss level
 * 0 until setRole (the development route /api/dev/game/role, or a test) changes it.
 */
export function createGameSimulator(db: Db): GameSimulator {
  return {
    kind: 'simulator',
    async roleStates(userId) {
      const rows = await db
        .select({ serverId: players.serverId, online: simRoles.online, bossLevel: simRoles.bossLevel })
        .from(players)
        .leftJoin(simRoles, and(eq(simRoles.userId, players.userId), eq(simRoles.serverId, players.serverId)))
        .where(eq(players.userId, userId))
        .orderBy(players.serverId);
      return rows.map((row) => ({
        serverId: row.serverId,
        online: row.online ?? false,
        bossLevel: row.bossLevel ?? 0,
      }));
    },
    async setRole(userId, serverId, change) {
      const [role] = await db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.userId, userId), eq(players.serverId, serverId)))
        .limit(1);
      if (!role) throw new AppError('notFound', 'noRole');
      const set = {
        ...(change.online === undefined ? {} : { online: change.online }),
        ...(change.bossLevel === undefined ? {} : { bossLevel: change.bossLevel }),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(simRoles)
        .values({ userId, serverId, ...set })
        .onConflictDoUpdate({ target: [simRoles.userId, simRoles.serverId], set })
        .returning();
      return { serverId, online: row!.online, bossLevel: row!.bossLevel };
    },
  };
}

/** Narrows a gateway to the simulator (its development controls exist only then). */
export function isGameSimulator(game: GameGateway): game is GameSimulator {
  return game.kind === 'simulator' && 'setRole' in game;
}
