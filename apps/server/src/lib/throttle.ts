import type { MessageKey } from '@yuanlong/shared/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema.ts';
import { tooManyRequests } from '../errors.ts';
import type { Clock } from './clock.ts';
import type { LimitName, Limits, Rule } from './limits.ts';

/**
 * Counts one attempt against `key` and throws a 429 (with Retry-After) when the window's
 * limit is exceeded. One atomic upsert, so it holds under concurrency and across replicas.
 */
export async function consume(
  db: Db,
  key: string,
  rule: Rule,
  now: Date,
  messageKey: MessageKey = 'tryAgainIn',
): Promise<void> {
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + rule.windowMs).toISOString();
  const expired = sql`${throttles.windowEndsAt} <= ${nowIso}::timestamptz`;
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, windowEndsAt: new Date(windowEnd) })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttles.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnd}::timestamptz else ${throttles.windowEndsAt} end`,
      },
    })
    .returning({ hits: throttles.hits, windowEndsAt: throttles.windowEndsAt });
  if (row && row.hits > rule.limit) {
    throw tooManyRequests(row.windowEndsAt.getTime() - now.getTime(), messageKey);
  }
}

/** A throttle bound to the configured limits and clock: `throttle('signInPerIp', ip)`. */
export type Throttle = (name: LimitName, subject: string, messageKey?: MessageKey) => Promise<void>;

export function createThrottle(db: Db, limits: Limits, clock: Clock): Throttle {
  return (name, subject, messageKey) => consume(db, `${name}:${subject}`, limits[name], clock(), messageKey);
}
