import { z } from 'zod';

/*
 * The game outbox's operator routes (development for now): list the commands of an asset or in a
 * state, retry a failed one, resolve one by hand. Every retry and resolution is kept in the row.
 */

export const GAME_OUTBOX_STATES = ['pending', 'delivered', 'failed', 'resolved'] as const;

export const gameOutboxQuery = z.object({
  asset_id: z.coerce.number().int().positive().optional(),
  state: z.enum(GAME_OUTBOX_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const gameOutboxParams = z.object({ id: z.coerce.number().int().positive() });

/** Who acts and why: kept in the command's audit. */
export const gameOutboxActionBody = z.object({
  by: z.string().trim().min(1).max(64),
  note: z.string().trim().min(1).max(500),
});

export const gameOutboxRowSchema = z.object({
  id: z.number().int(),
  /** The command's wire id (`mkt-<id>`), the game's idempotency key. */
  command_id: z.string(),
  type: z.string(),
  asset_id: z.number().int().nullable(),
  command: z.record(z.string(), z.unknown()),
  state: z.enum(GAME_OUTBOX_STATES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  answer: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  audit: z.array(
    z.object({ action: z.enum(['retry', 'resolve']), at: z.string(), by: z.string(), note: z.string() }),
  ),
});
export type GameOutboxRow = z.infer<typeof gameOutboxRowSchema>;
