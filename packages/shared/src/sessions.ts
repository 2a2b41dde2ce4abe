import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The signed-in user's sessions (GET /api/user/sessions): each live session's device (from its
 * user agent), its address with the last part hidden, when it started and was last used, and
 * whether it is the one asking. DELETE /api/user/sessions/{id} ends one;
 * POST /api/user/sessions/revoke-others ends every other one.
 */
export const userSessionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** Browser with its major version, e.g. "Chrome 120"; '' when the user agent says nothing readable. */
    browser: z.string(),
    /** System, e.g. "Windows 10", "iOS"; '' when unknown. */
    os: z.string(),
    /** desktop, mobile, tablet, tv, bot, or '' when unknown. */
    platform: z.string(),
    /** The latest address, masked: 203.0.113.* */
    ip: z.string(),
    created_at: z.string(),
    last_seen_at: z.string(),
    expires_at: z.string(),
    current: z.boolean(),
  }),
);
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsSchema = lazySchema(() => z.object({ items: z.array(userSessionSchema) }));

export const sessionIdParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/** How many sessions an action ended. */
export const sessionsEndedSchema = lazySchema(() => z.object({ ended: z.number().int() }));
