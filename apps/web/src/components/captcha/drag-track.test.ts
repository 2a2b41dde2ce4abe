import { describe, expect, it } from 'vitest';
import { clampX, DragTrack, keyToX, MAX_TRACK_POINTS, pointerToX } from './drag-track.ts';

describe('clampX / pointerToX', () => {
  it('keeps the piece within 0…max', () => {
    expect(clampX(-3, 264)).toBe(0);
    expect(clampX(300, 264)).toBe(264);
    expect(clampX(12.5, 264)).toBe(12.5);
  });

  it('scales the pointer travel from CSS pixels to image pixels', () => {
    // A 132 px slider travel for a 264 px image range: every CSS pixel moves the piece 2 image pixels.
    const drag = { startClientX: 100, startX: 0, travelPx: 132 };
    expect(pointerToX(drag, 150, 264)).toBe(100);
    expect(pointerToX(drag, 50, 264)).toBe(0);
    expect(pointerToX(drag, 1000, 264)).toBe(264);
    expect(pointerToX({ ...drag, startX: 40 }, 110, 264)).toBe(60);
  });

  it('does not move when the slider has no room', () => {
    expect(pointerToX({ startClientX: 0, startX: 7, travelPx: 0 }, 50, 264)).toBe(7);
  });
});

describe('keyToX', () => {
  it('moves by 1, or 10 with Shift or PageUp/PageDown, and jumps with Home/End', () => {
    expect(keyToX('ArrowRight', false, 5, 264)).toBe(6);
    expect(keyToX('ArrowUp', true, 5, 264)).toBe(15);
    expect(keyToX('ArrowLeft', false, 0, 264)).toBe(0);
    expect(keyToX('ArrowDown', true, 25, 264)).toBe(15);
    expect(keyToX('PageUp', false, 260, 264)).toBe(264);
    expect(keyToX('PageDown', false, 5, 264)).toBe(0);
    expect(keyToX('Home', false, 100, 264)).toBe(0);
    expect(keyToX('End', false, 100, 264)).toBe(264);
    expect(keyToX('Enter', false, 100, 264)).toBeNull();
  });
});

describe('DragTrack', () => {
  it('records x, y relative to the start and ms since the start', () => {
    const track = new DragTrack();
    track.start(0, 300, 1000);
    track.move(10.04, 302, 1016.66);
    track.move(30, 299, 1033.3);
    expect(track.finish(30, 1040)).toEqual([
      { x: 0, y: 0, t: 0 },
      { x: 10, y: 2, t: 16.7 },
      { x: 30, y: -1, t: 33.3 },
    ]);
    expect(track.length).toBe(0);
  });

  it('ends exactly at the drop position', () => {
    const track = new DragTrack();
    track.start(0, 0, 0);
    track.move(100, 0, 200);
    const points = track.finish(101.5, 260);
    expect(points.at(-1)).toEqual({ x: 101.5, y: 0, t: 260 });
  });

  it('never lets time run backwards', () => {
    const track = new DragTrack();
    track.start(0, 0, 100);
    track.move(5, 0, 150);
    track.move(8, 0, 120);
    const times = track.finish(8, 160).map((p) => p.t);
    expect(times).toEqual([0, 50, 50]);
  });

  it('starts on the first sample when start was not called (keyboard)', () => {
    const track = new DragTrack();
    track.move(0, 0, 500);
    track.move(1, 0, 640);
    expect(track.finish(1, 700)).toEqual([
      { x: 0, y: 0, t: 0 },
      { x: 1, y: 0, t: 140 },
    ]);
  });

  it('thins a long drag but keeps its first and last samples', () => {
    const track = new DragTrack();
    track.start(0, 0, 0);
    for (let i = 1; i <= 3000; i += 1) track.move(i / 20, 0, i * 8);
    expect(track.length).toBeLessThanOrEqual(MAX_TRACK_POINTS);
    const points = track.finish(150, 24_000);
    expect(points[0]).toEqual({ x: 0, y: 0, t: 0 });
    expect(points.at(-1)).toEqual({ x: 150, y: 0, t: 24_000 });
    for (let i = 1; i < points.length; i += 1) expect(points[i]!.t).toBeGreaterThanOrEqual(points[i - 1]!.t);
  });
});
