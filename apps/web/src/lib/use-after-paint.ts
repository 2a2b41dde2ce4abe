import { useEffect, useState } from 'react';

/**
 * False in a component's first render, true in the next one, which comes after the first has been
 * painted (an effect runs after the paint): what is below the fold renders in a task of its own once
 * what the reader sees first is on screen. A card's page paints its title, picture and trade panel
 * first (its largest contentful paint), its attributes, skills and history in the next task: two
 * shorter tasks instead of one that blocks the page for both.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}
