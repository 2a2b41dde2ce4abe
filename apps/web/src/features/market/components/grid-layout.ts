import { type Virtualizer, windowScroll } from '@tanstack/react-virtual';
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

// The last card row measured, by the grid's width: every card row has the same layout (a 3:4
// picture and the same lines of text), so the rows not yet measured and a grid mounting again
// take its height; measuring them then changes nothing (no second render a new row).
let lastRow = { width: 0, height: 0 };

/** A card row's height before it is measured: the last row measured at this width, else the estimate. */
export function rowHeightFor(width: number, columns: number): number {
  return width && lastRow.width === width ? lastRow.height : estimateRowHeight(width, columns);
}

/** Remembers a card row's measured height at the grid's width (see rowHeightFor). */
export function rememberRowHeight(width: number, height: number): void {
  if (width > 0 && height > 0) lastRow = { width, height };
}

/** The width (CSS px) of a card's picture: a column less the card's 1 px border each side; 0 unmeasured. */
export function artWidthFor(width: number, columns: number): number {
  if (!width) return 0;
  return (width - gapFor(width) * (columns - 1)) / columns - 2;
}

/**
 * A grid row's containment: its layout, paint and style stay inside it, so a row mounting while
 * the page scrolls is laid out and painted alone (bench:grid: less main-thread paint a frame). The
 * clip margin keeps what the cards draw beyond the row visible: their shadow (shadow-lg reaches
 * 22 px below), hover lift and focus ring.
 */
export const ROW_CONTAINMENT = { contain: 'layout paint style', overflowClipMargin: '24px' } as const;

/** Splits the items into rows of `columns`. */
export function rowsOf<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

// The last box measured: a grid mounting again (back to the market) starts with it, so its
// first render has the right columns and needs no layout read during the commit.
let lastBox = { width: 0, top: 0 };

/**
 * The width of an element and its distance from the top of the document, followed as the page
 * changes (the window virtualiser needs both). Starts from the last box measured; the
 * ResizeObserver's first report (after layout, before paint) corrects it.
 */
export function useBox(ref: RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState(lastBox);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      lastBox = next;
      setBox((prev) => (prev.width === next.width && prev.top === next.top ? prev : next));
    };
    if (typeof ResizeObserver === 'undefined' || !lastBox.width) measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

const mountedGrids = new WeakSet<Virtualizer<Window, Element>>();

/**
 * The window virtualiser's scroll writes but its first: on mounting it writes the window's scroll
 * offset back where it has just read it (a forced style and layout of the page in the commit).
 */
export function scrollAfterMount(
  offset: number,
  options: Parameters<typeof windowScroll>[1],
  grid: Virtualizer<Window, Element>,
) {
  if (mountedGrids.has(grid)) windowScroll(offset, options, grid);
  else mountedGrids.add(grid);
}

// A render this long after the last one ended is not one continuous scroll (a jump: End, a link).
const CONTINUOUS_MS = 250;

/**
 * Whether the window scrolls faster than rows can be drawn: more than a screen between two renders
 * of the grid in one continuous scroll (a scrollbar drag; not a flick, and not a single jump).
 * `update` takes the scroll offset and the time of each render, `drawn` the time its commit ended
 * (a slow render is not a pause in the scroll); a grid not scrolling is never fast.
 */
export function scrollSpeed() {
  let last: { offset: number; time: number } | undefined;
  let fast = false;
  return {
    update(offset: number, time: number, scrolling: boolean, screen: number): boolean {
      // A render without scrolling since the last one (a row measured, a page loaded) keeps the speed.
      if (scrolling && last?.offset === offset) return fast;
      const before = last;
      last = { offset, time };
      fast =
        scrolling &&
        before !== undefined &&
        time - before.time < CONTINUOUS_MS &&
        Math.abs(offset - before.offset) > screen;
      return fast;
    },
    drawn(time: number): void {
      if (last) last.time = time;
    },
  };
}

/**
 * Which rows show cards: while the scroll is fast, rows newly on screen show placeholders (their
 * cards' boxes) and rows already showing cards keep them; once it slows or stops, every row does.
 */
export function rowsWithCards(indexes: readonly number[], fast: boolean, before: ReadonlySet<number>) {
  return new Set(indexes.filter((i) => !fast || before.has(i)));
}
