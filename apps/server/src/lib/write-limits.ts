import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors.ts';
import type { Clock } from './clock.ts';
import type { Limits, Rule } from './limits.ts';

/** Methods that change something: every one counts against the write limits. */
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Fixed-window counters in this process's memory, for the cheap burst limits on every write (the
 * security throttles of sign-in, codes and passwords are in the database: they hold across
 * instances). Returns the milliseconds until a retry can succeed when `key` is over the limit.
 */
export function windowCounter(rule: Rule, clock: Clock) {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  return (key: string): number | undefined => {
    const now = clock().getTime();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      window = { hits: 0, endsAt: now + rule.windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    return window.hits > rule.limit ? window.endsAt - now : undefined;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a write of a signed-in account (called by requireUser); throws 429 over the limit. */
    countAccountWrite(request: FastifyRequest, userId: number): void;
  }
}

/**
 * Rate limits on every write (POST and the like under /api, but the game's signed calls under
 * /api/game/): per client IP before anything else runs, and per account once the session is known (requireUser calls `countAccountWrite`).
 */
export function registerWriteLimits(app: FastifyInstance, limits: Limits, clock: Clock): void {
  const perIp = windowCounter(limits.writesPerIp, clock);
  const perAccount = windowCounter(limits.writesPerAccount, clock);
  // Callback style (not async): reads, the most requests, pass with no promise or extra tick.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isWrite(request.method) || !request.url.startsWith('/api/')) return done();
    // The game's signed calls (its notifications come in bursts from one address): not a player's writes.
    if (request.url.startsWith('/api/game/')) return done();
    const wait = perIp(request.ip);
    done(wait === undefined ? undefined : tooManyRequests(wait));
  });
  app.decorate('countAccountWrite', (request: FastifyRequest, userId: number) => {
    if (!isWrite(request.method)) return;
    const wait = perAccount(String(userId));
    if (wait !== undefined) throw tooManyRequests(wait);
  });
}
