import { z } from 'zod';
import { EGG_HATCH_HOURS } from './eggs.ts';

/**
 * Development controls of the game (GAME_DEV_CONTROLS; the reference game's, when linked): play the
 * game's part in tests and on one machine. The user is named by wallet address or user id; the
 * server defaults to the user's current server.
 */
export const devGameUser = z
  .object({
    address: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'address')
      .transform((a) => a.toLowerCase())
      .optional(),
    user_id: z.coerce.number().int().positive().optional(),
  })
  .refine((u) => (u.address === undefined) !== (u.user_id === undefined), {
    message: 'address',
    path: ['address'],
  });

/** POST /api/dev/game/role: set a role's online flag and/or its lord (boss) challenge level. */
export const devGameRoleBody = z.intersection(
  devGameUser,
  z.object({
    server_id: z.number().int().positive().optional(),
    online: z.boolean().optional(),
    boss_level: z.number().int().min(0).max(999).optional(),
  }),
);
export type DevGameRoleBody = z.infer<typeof devGameRoleBody>;

/** POST /api/dev/game/egg: the game gives the user a MEgg. */
export const devGameEggBody = z.intersection(
  devGameUser,
  z.object({
    element: z.number().int().min(1).max(5).optional(),
    /** The role's server (default: the user's current server). */
    server_id: z.number().int().positive().optional(),
    hatch_seconds: z
      .number()
      .int()
      .min(0)
      .max(30 * 86_400)
      .default(EGG_HATCH_HOURS * 3_600),
  }),
);

export const gameRoleStateSchema = z.object({
  server_id: z.number().int(),
  online: z.boolean(),
  boss_level: z.number().int(),
});
export type GameRoleState = z.infer<typeof gameRoleStateSchema>;

/** GET /api/dev/game/roles?address=…: the simulated state of each of the user's roles. */
export const devGameRolesSchema = z.object({
  user_id: z.number().int(),
  roles: z.array(gameRoleStateSchema),
});

/** GET /api/dev/game/inventory?address=…&server_id=…: what the game holds for the user's role (its own read). */
export const devGameInventoryQuery = z.intersection(
  devGameUser,
  z.object({ server_id: z.coerce.number().int().positive().optional() }),
);

/** POST /api/dev/game/down: the reference game out of service for `seconds` (0: back at once). */
export const devGameDownBody = z.object({ seconds: z.number().int().min(0).max(3_600) });
export const devGameDownSchema = z.object({ down_until: z.string().nullable() });
