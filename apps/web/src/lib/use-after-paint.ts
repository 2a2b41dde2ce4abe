import { useEffect, useState } from 'react';

// Parts waiting to render, in the order they asked; and whether one was let through since the
// last painted frame.
const waiting: Array<() => boolean> = [];
let pumping = false;
// Whether the document is still on its first page: only its first load is rendered in turns.
let firstLoad = true;

/**
 * Ends the first load's turns (the router calls it on the first navigation in the app): a page
 * entered later renders whole in one task, its code and data mostly at hand, instead of a painted
 * frame a part (the market's grid came three frames after the click).
 */
export function endFirstLoad(): void {
  firstLoad = false;
}

/** Whether the document is still on its first page (see endFirstLoad). */
export function onFirstLoad(): boolean {
  return firstLoad;
}

/** Runs `next` in a task after the next frame was painted (a hidden tab paints none: a timeout). */
export function afterNextFrame(next: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    setTimeout(next, 0);
  };
  const fallback = setTimeout(run, 100);
  requestAnimationFrame(run);
}

/** Lets the next waiting part render, then waits for a painted frame before the one after it. */
function letNextThrough() {
  // A part that went away while it waited gives its turn to the next.
  while (waiting.length) if (waiting.shift()!()) return afterNextFrame(letNextThrough);
  pumping = false;
}

/**
 * False in a component's first render; true once it is its turn, after the first render has been
 * painted. Parts that wait render one a task, each after the one before it was painted, in the
 * order they asked: a page's first render is a row of short tasks instead of one that blocks the
 * page for all of it (Lighthouse counts each task's time over 50 ms, at 4× CPU slowdown). A card's
 * page paints its title, picture and trade panel first (its largest contentful paint), its
 * attributes, skills and history once painted; the market page its heading before its grid.
 * Only the document's first page takes turns (see endFirstLoad).
 */
export function useAfterPaint(): boolean {
  // Decided when the part mounts: it takes a turn while the document is on its first page.
  const [takesTurn] = useState(firstLoad);
  const [painted, setPainted] = useState(!takesTurn);
  useEffect(() => {
    if (!takesTurn) return;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setPainted(true);
      return mounted;
    });
    if (!pumping) {
      pumping = true;
      letNextThrough();
    }
    return () => {
      mounted = false;
    };
  }, [takesTurn]);
  return painted;
}
