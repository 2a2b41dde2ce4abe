import { z } from 'zod';

/*
 * Game QR login (spec sections 1 and 5: "game QR login needs a bound e-mail"). The game shows a
 * login code (as a QR of `/gameLogin?code=…` and as text) bound to one game server; the signed-in
 * web user opens it (scans the QR, or types the code), sees the server and their role there, and
 * confirms; the game then lets that role in. A code lives GAME_LOGIN_CODE_MINUTES, is used once,
 * and confirms only the user's own role on the code's server.
 */

/** How long a login code is valid after the game made it. */
export const GAME_LOGIN_CODE_MINUTES = 5;
/** Code letters: no 0/O, 1/I/L, so a code typed from the screen is read right. */
export const GAME_LOGIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GAME_LOGIN_CODE_LENGTH = 8;

export const gameLoginCode = z
  .string({ error: 'gameLoginCodeInvalid' })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${GAME_LOGIN_ALPHABET}]{${GAME_LOGIN_CODE_LENGTH}}$`), {
    error: 'gameLoginCodeInvalid',
  });

export const gameLoginParams = z.object({ code: gameLoginCode });
export const gameLoginBody = z.object({ code: gameLoginCode });

export const GAME_LOGIN_STATES = ['pending', 'confirmed', 'expired'] as const;

/**
 * A login code as the signed-in user sees it before confirming (GET /api/user/game-login/{code})
 * and after (POST /api/user/game-login): the server, the user's role there, until when it is valid.
 */
export const gameLoginSchema = z.object({
  code: z.string(),
  server_id: z.number().int(),
  server_name: z.string(),
  /** The user's role on that server (the one the game will let in). */
  role_name: z.string(),
  state: z.enum(GAME_LOGIN_STATES),
  expires_at: z.string(),
});
export type GameLogin = z.infer<typeof gameLoginSchema>;

/** The game's side (POST /api/game/login-codes and the development routes): a new code for a server, and where it stands. */
export const devGameLoginBody = z.object({ server_id: z.coerce.number().int().positive() });
export const devGameLoginSchema = z.object({
  code: z.string(),
  server_id: z.number().int(),
  state: z.enum(GAME_LOGIN_STATES),
  expires_at: z.string(),
  /** Once confirmed: the user and role the game lets in. */
  user_id: z.number().int().nullable(),
  role_name: z.string().nullable(),
});
export type DevGameLogin = z.infer<typeof devGameLoginSchema>;
