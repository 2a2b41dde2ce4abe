import type { TrackPoint } from '@yuanlong/shared/captcha';

/** How far (image pixels) the drop may be from the hole. */
export const POSITION_TOLERANCE = 6;
const MIN_POINTS = 5;
const MIN_DURATION_MS = 100;
const MAX_DURATION_MS = 60_000;

/**
 * True when a drag looks like a hand moved it: enough samples, time running forward over
 * more than 100 ms, starting at the left, mostly moving right (a little overshoot and
 * correction is human), ending where the piece was dropped, and not perfectly uniform.
 */
export function plausibleTrack(track: readonly TrackPoint[], droppedX: number): boolean {
  if (track.length < MIN_POINTS) return false;
  const first = track[0]!;
  const last = track[track.length - 1]!;
  const duration = last.t - first.t;
  if (duration < MIN_DURATION_MS || duration > MAX_DURATION_MS) return false;
  if (first.x > POSITION_TOLERANCE || Math.abs(last.x - droppedX) > POSITION_TOLERANCE) return false;

  let forward = 0;
  let backward = 0;
  const steps = new Set<string>();
  for (let i = 1; i < track.length; i += 1) {
    const dt = track[i]!.t - track[i - 1]!.t;
    const dx = track[i]!.x - track[i - 1]!.x;
    if (dt < 0) return false;
    if (dx >= 0) forward += dx;
    else backward -= dx;
    steps.add(`${dx.toFixed(1)}/${dt.toFixed(1)}`);
  }
  if (backward > 10 + forward * 0.3) return false;
  // A script moving the same distance every tick draws one repeated step; a hand never does.
  return steps.size > 1;
}
