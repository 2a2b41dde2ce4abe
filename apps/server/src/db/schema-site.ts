import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Website settings: key/value pairs (spec section 3), editable without a deploy. */
export const websiteSettings = pgTable('website_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Game servers; a user has at most one role per server. */
export const gameServers = pgTable('game_servers', {
  serverId: integer('server_id').primaryKey(),
  name: text('name').notNull(),
  isOpen: boolean('is_open').notNull().default(true),
});

/**
 * Fixed-window counters for throttling (per IP, per account, per address). In the database so
 * limits hold across replicas and restarts.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
