import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen.ts';

function Probe() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearScreen', () => {
  it('is true at once without IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('turns true when the element nears the screen, and stops watching', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });
});
