import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { atNow, serialId } from './columns.ts';

/**
 * The live-update outbox (GET /api/events): one row per change, written in the same transaction
 * as the change (modules/events/publish.ts), then announced with NOTIFY. The id is the stream's
 * event id: a reconnecting client sends the last one it saw and gets the rows after it. A row with
 * a user goes to that user's streams only. Old rows are pruned (db/prune.ts).
 */
export const events = pgTable(
  'events',
  {
    id: serialId(),
    /** What changed: listing, auction, chain_wait, activity… (packages/shared events.ts). */
    topic: text('topic').notNull(),
    /** Only this user's streams get the event; null: everyone's. */
    userId: bigint('user_id', { mode: 'number' }),
    data: jsonb('data').notNull(),
    createdAt: atNow('created_at'),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
);
