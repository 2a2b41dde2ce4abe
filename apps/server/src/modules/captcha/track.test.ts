import { describe, expect, it } from 'vitest';
import { humanTrack } from '../../../test/support/account.ts';
import { plausibleTrack } from './track.ts';

describe('plausibleTrack', () => {
  it('accepts an eased, uneven drag that ends where the piece was dropped', () => {
    expect(plausibleTrack(humanTrack(180), 180)).toBe(true);
  });

  it('accepts a little overshoot and correction', () => {
    const track = [...humanTrack(190), { x: 184, t: 700 }, { x: 181, t: 760 }];
    expect(plausibleTrack(track, 181)).toBe(true);
  });

  it.each([
    [
      'too few points',
      [
        { x: 0, t: 0 },
        { x: 90, t: 200 },
        { x: 180, t: 400 },
      ],
    ],
    ['too fast (under 100 ms)', humanTrack(180).map((p) => ({ ...p, t: p.t / 10 }))],
    ['time running backwards', humanTrack(180).map((p, i) => ({ ...p, t: i === 5 ? 0 : p.t }))],
    ['not starting at the left', humanTrack(180).map((p) => ({ ...p, x: p.x + 40 }))],
    ['ending elsewhere than the drop', humanTrack(120)],
    ['a robot: identical steps', Array.from({ length: 10 }, (_, i) => ({ x: i * 20, t: i * 50 }))],
    [
      'mostly moving back and forth',
      Array.from({ length: 20 }, (_, i) => ({ x: i % 2 === 0 ? 0 : 150 + i, t: i * 40 })).concat({
        x: 180,
        t: 900,
      }),
    ],
  ])('rejects %s', (_name, track) => {
    expect(plausibleTrack(track, 180)).toBe(false);
  });
});
