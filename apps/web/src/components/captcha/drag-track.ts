import type { TrackPoint } from '@yuanlong/shared/captcha';

/** Most samples a drag keeps (the server takes up to 2,000); longer drags are thinned out. */
export const MAX_TRACK_POINTS = 1000;

const tenth = (n: number) => Math.round(n * 10) / 10;

/** `x` kept within the slider's range 0…max. */
export function clampX(x: number, max: number): number {
  return Math.min(Math.max(x, 0), Math.max(max, 0));
}

/**
 * The piece position (image pixels) for a pointer at `clientX`: the position when the drag began
 * plus the pointer's travel, scaled from the slider's travel (CSS pixels) to the image's.
 */
export function pointerToX(
  drag: { startClientX: number; startX: number; travelPx: number },
  clientX: number,
  max: number,
): number {
  if (drag.travelPx <= 0) return drag.startX;
  return clampX(drag.startX + ((clientX - drag.startClientX) * max) / drag.travelPx, max);
}

/** The slider's new position for a key (arrows ±1, with Shift or PageUp/PageDown ±10, Home, End), or null. */
export function keyToX(key: string, shift: boolean, x: number, max: number): number | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampX(x + step, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampX(x - step, max);
    case 'PageUp':
      return clampX(x + 10, max);
    case 'PageDown':
      return clampX(x - 10, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}

/**
 * The samples of one drag, as the captcha check wants them: piece x in image pixels, pointer y
 * relative to where the drag began, milliseconds since it began (never decreasing).
 */
export class DragTrack {
  private points: TrackPoint[] = [];
  private t0 = 0;
  private y0 = 0;

  /** Starts a new drag at piece position `x`. */
  start(x: number, y: number, t: number): void {
    this.t0 = t;
    this.y0 = y;
    this.points = [{ x: tenth(x), y: 0, t: 0 }];
  }

  get started(): boolean {
    return this.points.length > 0;
  }

  get length(): number {
    return this.points.length;
  }

  /** Adds a sample; starts the drag when none is going on. */
  move(x: number, y: number, t: number): void {
    if (!this.started) {
      this.start(x, y, t);
      return;
    }
    const last = this.points[this.points.length - 1]!;
    this.points.push({ x: tenth(x), y: tenth(y - this.y0), t: Math.max(tenth(t - this.t0), last.t) });
    if (this.points.length > MAX_TRACK_POINTS) this.thin();
  }

  /** Ends the drag where the piece was dropped; returns the samples and forgets them. */
  finish(x: number, t: number): TrackPoint[] {
    const last = this.points[this.points.length - 1];
    if (!last || last.x !== tenth(x)) this.move(x, this.y0 + (last?.y ?? 0), t);
    const points = this.points;
    this.points = [];
    return points;
  }

  /** Forgets the drag (a new puzzle). */
  reset(): void {
    this.points = [];
  }

  // Halves the samples, keeping the first and the last, so a slow drag still fits.
  private thin(): void {
    const last = this.points[this.points.length - 1]!;
    this.points = this.points.filter((_, i) => i % 2 === 0);
    if (this.points[this.points.length - 1] !== last) this.points.push(last);
  }
}
