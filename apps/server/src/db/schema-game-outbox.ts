import type { GameCommand } from '@yuanlong/shared/game-protocol';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, atNow, serialId } from './columns.ts';
import { assetRef } from './schema-catalogue.ts';

/** A command as stored: the wire command without its `id` and `issued_at` (derived from the row). */
export type StoredGameCommand = DistributiveOmit<GameCommand, 'id' | 'issued_at'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** One operator action on an outbox row (retry or resolve), kept in the row. */
export interface GameOutboxAudit {
  action: 'retry' | 'resolve';
  at: string;
  by: string;
  note: string;
}

/**
 * The game link's transactional outbox (game/outbox.ts): every market change the game must know
 * is written here in the transaction of the change, and the delivery worker sends it after
 * commit. The command's wire id is `mkt-<id>` and its `issued_at` is `created_at`, so every
 * redelivery is the same command and the game applies it once.
 *
 * States: pending (not yet acknowledged; `next_attempt_at` says when it is tried) → delivered
 * (the game applied it) or failed (refused, or still failing past the bound) → resolved (an
 * operator settled it by hand). A pending or failed command of an asset holds back the asset's
 * later ones; a failed one freezes the asset until it is retried or resolved.
 */
export const gameOutbox = pgTable(
  'game_outbox',
  {
    id: serialId(),
    type: text('type').notNull(),
    /** The asset the command is about (its commands are delivered in order); null for role.create. */
    assetId: assetRef('asset_id'),
    command: jsonb('command').$type<StoredGameCommand>().notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    /** The game's last answer: `{ status: 'applied', replayed }` or `{ status: 'refused', reason }`. */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: atNow('created_at'),
    /** When it was delivered, failed or resolved. */
    settledAt: at('settled_at'),
    /** Operator actions (retry, resolve): who, when and why, oldest first. */
    audit: jsonb('audit').$type<GameOutboxAudit[]>().notNull().default([]),
  },
  (t) => [
    check('game_outbox_state_ck', sql`${t.state} in ('pending', 'delivered', 'failed', 'resolved')`),
    // The worker's queue, and the open commands of an asset (its sync state, its order).
    index('game_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.state} = 'pending'`),
    index('game_outbox_open_asset_idx').on(t.assetId, t.id).where(sql`${t.state} in ('pending', 'failed')`),
  ],
);
