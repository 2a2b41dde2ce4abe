/**
 * A small in-process cache of serialized market pages. The market list is the most requested
 * answer of the product and changes far less often than it is read: a page is reused for
 * `ttlMs` (default 1 s), concurrent misses of one page share one database query, and every
 * market write of this process (list, modify, cancel, buy) invalidates all pages at once. With
 * several replicas, another replica's write shows within `ttlMs`. `ttlMs` 0 turns it off.
 */
export interface PageCache<Body = Buffer> {
  /** The page of `key` (or of the key a function makes, called only when the cache is on). */
  get(key: string | (() => string), load: () => Promise<Body>): Promise<Body>;
  /** Forgets every page (after a write that changes the market). */
  invalidate(): void;
}

interface Entry<Body> {
  body: Body;
  expiresAt: number;
  version: number;
}

export function createPageCache<Body = Buffer>(
  ttlMs: number,
  maxEntries = 10_000,
  now: () => number = Date.now,
): PageCache<Body> {
  const entries = new Map<string, Entry<Body>>();
  const loading = new Map<string, Promise<Body>>();
  let version = 0;
  return {
    invalidate() {
      version += 1;
      entries.clear();
    },
    async get(keyOf, load) {
      if (ttlMs <= 0) return load();
      const key = typeof keyOf === 'string' ? keyOf : keyOf();
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expiresAt > now()) return hit.body;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = version;
      const promise = load()
        .then((body) => {
          // A write during the load may have changed the page: keep it only if none happened.
          if (started === version) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { body, expiresAt: now() + ttlMs, version });
          }
          return body;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
  };
}
