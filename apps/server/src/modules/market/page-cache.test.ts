import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.ts';

describe('market page cache', () => {
  it('reuses a page until it expires, sharing one load between concurrent misses', async () => {
    let now = 0;
    let loads = 0;
    const cache = createPageCache<string>(1_000, 10, () => now);
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `page ${loads}`;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual(['page 1', 'page 1']);
    now = 999;
    expect(await cache.get('a', load)).toBe('page 1');
    now = 1_001;
    expect(await cache.get('a', load)).toBe('page 2');
  });

  it('forgets everything on a write, also a page whose load was running during the write', async () => {
    let loads = 0;
    const cache = createPageCache<string>(60_000);
    const load = async () => `page ${++loads}`;
    expect(await cache.get('a', load)).toBe('page 1');
    cache.invalidate();
    expect(await cache.get('a', load)).toBe('page 2');
    const slow = cache.get('b', async () => {
      cache.invalidate();
      return 'stale';
    });
    expect(await slow).toBe('stale');
    expect(await cache.get('b', load)).toBe('page 3');
  });

  it('is off with a zero lifetime, and keeps at most the configured number of pages', async () => {
    let loads = 0;
    const off = createPageCache<string>(0);
    await off.get('a', async () => `${++loads}`);
    await off.get('a', async () => `${++loads}`);
    expect(loads).toBe(2);
    // Off, it never makes a key: the route's key (JSON of the query) costs nothing then.
    let keys = 0;
    await off.get(
      () => `${++keys}`,
      async () => 'page',
    );
    expect(keys).toBe(0);
    const on = createPageCache<string>(60_000);
    expect(
      await on.get(
        () => `k${++keys}`,
        async () => 'page',
      ),
    ).toBe('page');
    expect(keys).toBe(1);
    const small = createPageCache<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => key);
    expect(await small.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});
