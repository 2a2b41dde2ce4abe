import { type RefObject, useLayoutEffect, useState } from 'react';

/** Columns of the market grid for its width: 2 on a phone … 5 on a desktop. */
export function columnsFor(width: number): number {
  if (width < 520) return 2;
  if (width < 760) return 3;
  if (width < 1000) return 4;
  return 5;
}

/** The gap between cards (px): tighter on a phone. */
export const gapFor = (width: number) => (width < 768 ? 12 : 16);

/**
 * A row's height before it is measured: a 3:4 picture plus the card's text. Keeps the scrollbar
 * close to right before rows render; each row is measured once it does.
 */
export function estimateRowHeight(width: number, columns: number): number {
  const gap = gapFor(width);
  const cardWidth = (width - gap * (columns - 1)) / columns;
  return Math.round((cardWidth * 4) / 3 + 132);
}

/** Splits the items into rows of `columns`. */
export function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

/**
 * The width of an element and its distance from the top of the document, followed as the page
 * changes (the window virtualiser needs both).
 */
export function useBox(ref: RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((prev) => (prev.width === next.width && prev.top === next.top ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
