import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { gameServers, users } from './schema.ts';

/**
 * The in-process game simulator's state of each role (src/game/simulator.ts): whether it is in
 * the game now and the highest lord (boss) challenge level it passed. Only the simulator reads
 * or writes it; with GAME_API_URL the game's own API answers instead. A role without a row is
 * offline at boss level 0.
 */
export const simRoles = pgTable(
  'sim_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.serverId),
    online: boolean('online').notNull().default(false),
    bossLevel: smallint('boss_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.serverId] }),
    check('sim_roles_boss_level_ck', sql`${t.bossLevel} between 0 and 999`),
  ],
);
