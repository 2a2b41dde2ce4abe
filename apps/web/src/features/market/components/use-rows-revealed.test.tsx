import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endFirstLoad } from '../../../lib/use-after-paint.ts';
import { paintedFrames } from '../../../test/painted-frames.ts';
import { useRowsRevealed } from './use-rows-revealed.ts';

const { install, uninstall, paintFrame, pending } = paintedFrames();

describe('useRowsRevealed', () => {
  beforeEach(() => {
    install();
  });
  afterEach(() => {
    uninstall();
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
    expect(pending()).toBe(0);
  });
});
