import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, atNow } from './columns.ts';

/** Website settings: key/value pairs (spec section 3), editable without a deploy. */
export const websiteSettings = pgTable('website_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: atNow('updated_at'),
});

/** Game servers; a user has at most one role per server. */
export const gameServers = pgTable('game_servers', {
  serverId: integer('server_id').primaryKey(),
  name: text('name').notNull(),
  isOpen: boolean('is_open').notNull().default(true),
});

/** A game server's id, referencing game_servers.server_id. */
export const serverRef = (name: string) => integer(name).references(() => gameServers.serverId);

/**
 * Fixed-window counters for throttling (per IP, per account, per address). In the database so
 * limits hold across replicas and restarts.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

/**
 * The market's settings operators change in the console (packages/shared/src/market-settings.ts):
 * one row, its value as JSON and a version raised by every change; each instance polls the version
 * and reloads the value when it moved. The website settings stay in website_settings (changed in
 * the same transaction).
 */
export const marketSettings = pgTable(
  'market_settings',
  {
    id: integer('id').primaryKey().default(1),
    version: integer('version').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: atNow('updated_at'),
  },
  (t) => [check('market_settings_one_row_ck', sql`${t.id} = 1`)],
);
