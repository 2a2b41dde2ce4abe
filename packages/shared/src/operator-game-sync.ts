import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import type { OperatorRole } from './operators.ts';

/*
 * The console's control over game-sync failures (/api/admin/game-commands): the game outbox's
 * failed commands (refused by the game, or still failing past the retry bound), each freezing its
 * asset ("sync failed, do not operate") until support retries it or resolves it by hand.
 */

/** Any operator looks; support (and above) retries or resolves. */
export const GAME_SYNC_ROLES = { look: 'viewer', act: 'support' } as const satisfies Record<
  string,
  OperatorRole
>;

export const failedGameCommandSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** The wire id (`mkt-<id>`), the game's idempotency key. */
    command_id: z.string(),
    type: z.string(),
    asset_id: z.number().int().nullable(),
    asset_name: z.string().nullable(),
    /** The role the command is about (the seller's for a sale), null when it names none. */
    role: z.object({ user_id: z.number().int(), server_id: z.number().int() }).nullable(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    failed_at: z.string().nullable(),
  }),
);
export type FailedGameCommand = z.infer<typeof failedGameCommandSchema>;

export const failedGameCommandsSchema = lazySchema(() =>
  z.object({ items: z.array(failedGameCommandSchema) }),
);

/** A retry's note is optional; a resolution says how the two sides were made to agree. */
export const gameCommandRetryBody = lazySchema(() =>
  z.object({ note: z.string().trim().max(500).default('') }),
);
export const gameCommandResolveBody = lazySchema(() => z.object({ note: z.string().trim().min(1).max(500) }));
