import type { TrackPoint } from '@yuanlong/shared/captcha';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { DragTrack, keyToX, pointerToX } from './drag-track.ts';

/**
 * The slider's position (image pixels, 0…max) and the handlers that move it: pointer drag (mouse,
 * touch, pen) on the handle, or arrow keys and Enter. Each drag is recorded; letting go (or Enter)
 * calls `onDrop` with where the piece is and how it got there.
 */
export function useSliderDrag(
  max: number,
  locked: boolean,
  onDrop: (x: number, track: TrackPoint[]) => void,
) {
  const [x, setX] = useState(0);
  const xRef = useRef(0);
  const track = useRef(new DragTrack());
  const drag = useRef<{ startClientX: number; startX: number; travelPx: number } | null>(null);
  const trackBar = useRef<HTMLDivElement>(null);

  const moveTo = (next: number) => {
    xRef.current = next;
    setX(next);
  };
  const drop = () => {
    const points = track.current.finish(xRef.current, performance.now());
    if (xRef.current < 1) return moveTo(0);
    onDrop(xRef.current, points);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (locked || event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      const width = trackBar.current?.getBoundingClientRect().width ?? 0;
      const travelPx = width - event.currentTarget.getBoundingClientRect().width;
      drag.current = { startClientX: event.clientX, startX: xRef.current, travelPx };
      track.current.start(xRef.current, event.clientY, performance.now());
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (!drag.current) return;
      const next = pointerToX(drag.current, event.clientX, max);
      moveTo(next);
      track.current.move(next, event.clientY, performance.now());
    },
    onPointerUp() {
      if (!drag.current) return;
      drag.current = null;
      drop();
    },
    onPointerCancel() {
      drag.current = null;
      track.current.reset();
      moveTo(0);
    },
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      if (locked) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        if (track.current.started) drop();
        return;
      }
      const next = keyToX(event.key, event.shiftKey, xRef.current, max);
      if (next === null) return;
      event.preventDefault();
      if (!track.current.started) track.current.start(xRef.current, 0, performance.now());
      moveTo(next);
      track.current.move(next, 0, performance.now());
    },
  };
  return { x, trackBar, handlers };
}
