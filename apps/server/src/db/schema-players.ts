import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { atNow, serialId } from './columns.ts';
import { userRef } from './schema-accounts.ts';
import { serverRef } from './schema-site.ts';

/**
 * Roles (the spec's "players"): at most one per user per game server; a name is unique on its
 * server, whatever its letter case.
 */
export const players = pgTable(
  'players',
  {
    id: serialId(),
    userId: userRef('user_id').notNull(),
    serverId: serverRef('server_id').notNull(),
    name: text('name').notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [
    uniqueIndex('players_user_server_uq').on(t.userId, t.serverId),
    uniqueIndex('players_server_name_uq').on(t.serverId, sql`lower(${t.name})`),
  ],
);
