import { observeWindowOffset, observeWindowRect, Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import {
  artWidthFor,
  columnsFor,
  estimateRowHeight,
  ROW_CONTAINMENT,
  rememberRowHeight,
  rowHeightFor,
  rowsOf,
  rowsWithCards,
  scrollAfterMount,
  scrollSpeed,
} from './grid-layout.ts';

describe('market grid layout', () => {
  it('shows 2 columns on a 375 px phone and 5 at 1280 px', () => {
    expect(columnsFor(343)).toBe(2);
    expect(columnsFor(600)).toBe(3);
    expect(columnsFor(900)).toBe(4);
    expect(columnsFor(1104)).toBe(5);
  });

  it('splits items into rows, the last one short', () => {
    expect(rowsOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(rowsOf([], 3)).toEqual([]);
  });

  it('gives a card’s picture the column’s width less the card’s border', () => {
    expect(artWidthFor(1104, 5)).toBe((1104 - 16 * 4) / 5 - 2);
    expect(artWidthFor(343, 2)).toBe((343 - 12) / 2 - 2);
    expect(artWidthFor(0, 2)).toBe(0);
  });

  it('estimates a row from a 3:4 picture', () => {
    expect(estimateRowHeight(343, 2)).toBe(Math.round(((343 - 12) / 2) * (4 / 3) + 132));
  });

  it('gives rows not yet measured the height of the last card row measured at the same width', () => {
    rememberRowHeight(1104, 415);
    expect(rowHeightFor(1104, 5)).toBe(415);
    // Another width (a phone, a resized window) starts from the estimate again.
    expect(rowHeightFor(343, 2)).toBe(estimateRowHeight(343, 2));
    rememberRowHeight(343, 350);
    expect(rowHeightFor(343, 2)).toBe(350);
    expect(rowHeightFor(1104, 5)).toBe(estimateRowHeight(1104, 5));
  });

  it('calls a scroll fast only past a screen between renders of one continuous scroll', () => {
    const speed = scrollSpeed();
    expect(speed.update(0, 0, false, 800)).toBe(false);
    // A flick: 40 px a frame.
    expect(speed.update(40, 16, true, 800)).toBe(false);
    // A scrollbar drag: 1,800 px a frame.
    expect(speed.update(1840, 33, true, 800)).toBe(true);
    // A render with no scrolling since (a row measured) keeps the speed.
    expect(speed.update(1840, 40, true, 800)).toBe(true);
    expect(speed.update(2000, 50, true, 800)).toBe(false);
    // A single jump after a pause (End, a link) is not a fast scroll.
    expect(speed.update(90_000, 2000, true, 800)).toBe(false);
    expect(speed.update(92_000, 2016, true, 800)).toBe(true);
    // A slow render (its commit ended late) is no pause in the scroll.
    expect(speed.update(94_000, 2400, true, 800)).toBe(false);
    speed.drawn(2700);
    expect(speed.update(96_000, 2716, true, 800)).toBe(true);
    // Stopped: never fast.
    expect(speed.update(92_000, 2200, false, 800)).toBe(false);
  });

  it('keeps cards in rows that had them while fast, placeholders for new rows, cards for all once slow', () => {
    const before = rowsWithCards([3, 4, 5], false, new Set());
    expect([...before]).toEqual([3, 4, 5]);
    const fast = rowsWithCards([5, 6, 7, 8], true, before);
    expect([...fast]).toEqual([5]);
    expect([...rowsWithCards([20, 21], true, fast)]).toEqual([]);
    expect([...rowsWithCards([20, 21], false, new Set())]).toEqual([20, 21]);
  });

  it('contains each row’s paint, leaving room for the cards’ shadow and focus ring beyond it', () => {
    expect(ROW_CONTAINMENT.contain.split(' ')).toEqual(expect.arrayContaining(['layout', 'paint']));
    // shadow-lg: 0 10px 15px -3px reaches 22 px below a card; the focus ring 4 px around it.
    expect(Number.parseFloat(ROW_CONTAINMENT.overflowClipMargin)).toBeGreaterThanOrEqual(22);
  });

  it('does not write the window’s scroll when the grid mounts, and does afterwards', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const grid = new Virtualizer<Window, Element>({
      count: 100,
      getScrollElement: () => window,
      estimateSize: () => 300,
      scrollToFn: scrollAfterMount,
      observeElementRect: observeWindowRect,
      observeElementOffset: observeWindowOffset,
      onChange: () => undefined,
    });
    const unmount = grid._didMount();
    grid._willUpdate();
    expect(scrollTo).not.toHaveBeenCalled();
    grid.scrollToOffset(900);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    unmount();
    scrollTo.mockRestore();
  });
});
