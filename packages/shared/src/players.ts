import { z } from 'zod';
import { displayNameSchema } from './display-text.ts';
import { lazySchema } from './lazy-schema.ts';

/*
 * Roles (the spec's "players"): a user has at most one role per game server. Validation
 * messages are message keys of `messages.ts`.
 */

export const ROLE_NAME_MAX = 12;

/** A role name: 1 to 12 characters after NFKC and trimming, none invisible or direction-changing. */
export const roleNameSchema = lazySchema(() =>
  displayNameSchema({ max: ROLE_NAME_MAX, required: 'roleNameRequired', tooLong: 'roleNameTooLong' }),
);

/** The path of POST /api/user/create_player/{server_id}. */
export const createPlayerParams = lazySchema(() =>
  z.object({ server_id: z.coerce.number().int().positive() }),
);

/** Its body: the role's name; without one the role takes the user's nickname (or `Hero{userid}`). */
export const createPlayerBody = lazySchema(() => z.object({ name: roleNameSchema.optional() }));
export type CreatePlayerBody = z.infer<typeof createPlayerBody>;

/** One of the user's roles, with the name of its server. `created_at` is ISO 8601. */
export const playerSchema = lazySchema(() =>
  z.object({
    server_id: z.number().int(),
    server_name: z.string(),
    name: z.string(),
    created_at: z.string(),
  }),
);
export type Player = z.infer<typeof playerSchema>;

/** GET /api/user/players: the user's roles, in server order. */
export const playersSchema = lazySchema(() => z.array(playerSchema));

/** The created role and the user's current server afterwards (set to it when there was none). */
export const createPlayerResultSchema = lazySchema(() =>
  z.object({
    player: playerSchema,
    current_server_id: z.number().int(),
  }),
);
export type CreatePlayerResult = z.infer<typeof createPlayerResultSchema>;
