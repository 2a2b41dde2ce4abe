import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSettled } from '../test/settled.ts';
import { firstPageReady } from './router.ts';

/** A router whose first navigation ends when `finish` is called. */
function loadingRouter(initialized = false) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finish = () => {
    router.state = { initialized: true };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, finish, listeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('firstPageReady', () => {
  it('waits for the first page, then stops listening', async () => {
    vi.useFakeTimers();
    const { router, finish, listeners } = loadingRouter();
    const ready = firstPageReady(router, 2_000);
    await vi.advanceTimersByTimeAsync(500);
    expect(await isSettled(ready)).toBe(false);
    finish();
    expect(await isSettled(ready)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('gives up waiting after the time given (the app renders its loading screen)', async () => {
    vi.useFakeTimers();
    const { router, listeners } = loadingRouter();
    const ready = firstPageReady(router, 2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(await isSettled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(ready)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('does not wait for a router that has its page already', async () => {
    const { router, listeners } = loadingRouter(true);
    expect(await isSettled(firstPageReady(router, 2_000))).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
