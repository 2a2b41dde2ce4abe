import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintedFrames } from '../test/painted-frames.ts';
import { endFirstLoad, useAfterPaint } from './use-after-paint.ts';

function Part({ name }: { name: string }) {
  return <p>{useAfterPaint() ? `${name} shown` : `${name} waiting`}</p>;
}

const texts = (container: HTMLElement) => Array.from(container.querySelectorAll('p'), (p) => p.textContent);

const { install, uninstall, paintFrame, pending } = paintedFrames();

describe('useAfterPaint', () => {
  beforeEach(() => {
    install();
  });
  afterEach(() => {
    // The last part's frame wait ends (the queue is module state, shared by the tests).
    act(() => vi.runAllTimers());
    uninstall();
  });

  it('lets waiting parts render one a task, each after a painted frame, in the order they asked', () => {
    const { container } = render(
      <>
        <Part name="grid" />
        <Part name="footer" />
      </>,
    );
    expect(texts(container)).toEqual(['grid shown', 'footer waiting']);
    paintFrame();
    expect(texts(container)).toEqual(['grid shown', 'footer shown']);
  });

  it('gives the turn of a part that went away to the next one', () => {
    function Page({ withGrid }: { withGrid: boolean }) {
      return (
        <>
          <Part name="title" />
          {withGrid ? <Part name="grid" /> : null}
          <Part name="footer" />
        </>
      );
    }
    const { container, rerender } = render(<Page withGrid />);
    expect(texts(container)).toEqual(['title shown', 'grid waiting', 'footer waiting']);
    rerender(<Page withGrid={false} />);
    paintFrame();
    expect(texts(container)).toEqual(['title shown', 'footer shown']);
  });

  it('goes on without frames (a hidden tab paints none)', () => {
    const { container } = render(
      <>
        <Part name="grid" />
        <Part name="footer" />
      </>,
    );
    act(() => vi.advanceTimersByTime(99));
    expect(texts(container)).toEqual(['grid shown', 'footer waiting']);
    act(() => vi.advanceTimersByTime(2));
    expect(texts(container)).toEqual(['grid shown', 'footer shown']);
  });

  // Last: the first load's end is module state, kept for the tests after it.
  it('renders a page entered after the first load whole, without waiting for frames', () => {
    endFirstLoad();
    const { container } = render(
      <>
        <Part name="grid" />
        <Part name="footer" />
      </>,
    );
    expect(texts(container)).toEqual(['grid shown', 'footer shown']);
    expect(pending()).toBe(0);
  });
});
