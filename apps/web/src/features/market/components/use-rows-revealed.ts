import { useEffect, useState } from 'react';
import { afterNextFrame, onFirstLoad } from '../../../lib/use-after-paint.ts';

/**
 * How many of the grid's first rows show their cards. On the document's first page the rows on
 * screen fill in one a painted frame, each in a short task of its own (the first page of cards in
 * one task was the load's longest: ~80 ms, ×4 in Lighthouse's blocking time); the rows still
 * waiting show their cards' boxes. Once `shown` rows have filled in, and on a page entered later,
 * every row shows its cards at once.
 */
export function useRowsRevealed(ready: boolean, shown: number): number {
  const [count, setCount] = useState(() => (onFirstLoad() ? 1 : Number.POSITIVE_INFINITY));
  useEffect(() => {
    if (!ready || count === Number.POSITIVE_INFINITY) return;
    let cancelled = false;
    afterNextFrame(() => {
      if (!cancelled) setCount(count + 1 >= shown ? Number.POSITIVE_INFINITY : count + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [ready, count, shown]);
  return count;
}
