import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endFirstLoad } from '../../../lib/use-after-paint.ts';
import { useRowsRevealed } from './use-rows-revealed.ts';

// The frames the browser would paint: requestAnimationFrame's callbacks, run by the test.
let frames: Array<() => void> = [];
function paintFrame() {
  const callbacks = frames;
  frames = [];
  act(() => {
    for (const callback of callbacks) callback();
    vi.advanceTimersByTime(0);
  });
}

describe('useRowsRevealed', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('on the first page, fills in a row a painted frame once the cards are there, then all', () => {
    const { result, rerender } = renderHook(({ ready }) => useRowsRevealed(ready, 3), {
      initialProps: { ready: false },
    });
    expect(result.current).toBe(1);
    paintFrame();
    expect(result.current).toBe(1);
    rerender({ ready: true });
    expect(result.current).toBe(1);
    paintFrame();
    expect(result.current).toBe(2);
    paintFrame();
    // The rows on screen have filled in: every row from now on (scrolling) shows its cards.
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
  });

  // Last: the first load's end is module state.
  it('after the first navigation, shows every row at once', () => {
    endFirstLoad();
    const { result } = renderHook(() => useRowsRevealed(true, 5));
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
    expect(frames).toEqual([]);
  });
});
