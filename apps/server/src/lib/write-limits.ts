import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Throttle } from './throttle.ts';

/** Methods that change something: every one counts against the write limits. */
export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a write of a signed-in account (called by requireUser); throws 429 over the limit. */
    countAccountWrite(request: FastifyRequest, userId: number): Promise<void>;
  }
}

/**
 * Rate limits on every write (POST and the like under /api, but the game's signed calls under
 * /api/game/): per client IP before anything else runs, and per account once the session is known
 * (requireUser calls `countAccountWrite`). Both count in the database's throttle table like the
 * security throttles (one atomic upsert each), so every instance on one database shares them:
 * N instances do not allow N times the limit.
 */
export function registerWriteLimits(app: FastifyInstance, throttle: Throttle): void {
  // Callback style (not async): reads, the most requests, pass with no promise or extra tick.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isWrite(request.method) || !request.url.startsWith('/api/')) return done();
    // The game's signed calls (its notifications come in bursts from one address): not a player's writes.
    if (request.url.startsWith('/api/game/')) return done();
    throttle('writesPerIp', request.ip).then(() => done(), done);
  });
  app.decorate('countAccountWrite', async (request: FastifyRequest, userId: number) => {
    if (isWrite(request.method)) await throttle('writesPerAccount', String(userId));
  });
}
