import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The frames a browser would paint, run by the test: requestAnimationFrame's callbacks are kept
 * until `paintFrame` runs them (then the timeouts they set). `install` in a beforeEach, `uninstall`
 * in an afterEach.
 */
export function paintedFrames() {
  let frames: Array<() => void> = [];
  return {
    install() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      frames = [];
      vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    },
    uninstall() {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    },
    paintFrame() {
      const callbacks = frames;
      frames = [];
      act(() => {
        for (const callback of callbacks) callback();
        vi.advanceTimersByTime(0);
      });
    },
    /** Frames asked for and not yet painted. */
    pending: () => frames.length,
  };
}
