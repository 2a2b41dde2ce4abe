import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';
import { gameServers } from './schema-site.ts';

/**
 * Roles (the spec's "players"): at most one per user per game server; a name is unique on its
 * server, whatever its letter case.
 */
export const players = pgTable(
  'players',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.serverId),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_user_server_uq').on(t.userId, t.serverId),
    uniqueIndex('players_server_name_uq').on(t.serverId, sql`lower(${t.name})`),
  ],
);
