import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** A solved captcha's token lives this long and is good for one request. */
export const CAPTCHA_TOKEN_TTL_S = 120;
/** A puzzle must be solved within this time, in one attempt. */
export const CAPTCHA_PUZZLE_TTL_S = 120;

/**
 * GET /api/captcha/puzzle: a slider puzzle ("slide right to fill the puzzle"). The piece
 * starts at x = 0 on row `piece_y`; the user drags it right until it fills the hole.
 * Images are PNG data URLs; all coordinates are image pixels.
 */
export const captchaPuzzleSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    piece_width: z.number().int(),
    piece_height: z.number().int(),
    piece_y: z.number().int(),
    background: z.string(),
    piece: z.string(),
    expires_in: z.number().int(),
  }),
);
export type CaptchaPuzzle = z.infer<typeof captchaPuzzleSchema>;

/** One sample of the drag: piece x (image pixels), pointer y, milliseconds (any origin, increasing). */
export const trackPointSchema = lazySchema(() =>
  z.object({
    x: z.number().finite(),
    y: z.number().finite().optional(),
    t: z.number().finite(),
  }),
);
export type TrackPoint = z.infer<typeof trackPointSchema>;

/** POST /api/captcha/verify: where the piece was dropped and how it got there. One try per puzzle. */
export const captchaVerifyBody = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(64),
    x: z.number().finite().min(0).max(10_000),
    track: z.array(trackPointSchema).min(1).max(2_000),
  }),
);
export type CaptchaVerifyBody = z.infer<typeof captchaVerifyBody>;

/** The single-use token a solved puzzle earns; send it as `captcha_token`. */
export const captchaResultSchema = lazySchema(() =>
  z.object({ token: z.string(), expires_in: z.number().int() }),
);

/** The `captcha_token` field of requests that need a solved captcha. */
export const captchaTokenSchema = lazySchema(() =>
  z
    .string({ error: 'captchaRequired' })
    .min(1, { error: 'captchaRequired' })
    .max(128, { error: 'captchaRequired' }),
);
