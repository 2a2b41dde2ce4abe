import { createOpenFlag } from '../../lib/open-flag.ts';

/** Set in localStorage once the tour was finished or skipped: it is not shown again by itself. */
export const GUIDE_SEEN_KEY = 'yl.guide.seen.v1';

/** The tour's open flag: the first visit opens it, the footer's "New-user guide" reopens it. */
export const guideFlag = createOpenFlag();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether the tour opens by itself: on a first visit (nothing stored), not in an automated
 * browser (navigator.webdriver: tests of other pages must not meet a dialog they did not ask for;
 * the guide's own browser test pretends to be a person).
 */
export function shouldOpenGuide(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver) return false;
  return storage()?.getItem(GUIDE_SEEN_KEY) === null;
}

/** Remembers that the tour was seen (finished or skipped). */
export function markGuideSeen(): void {
  storage()?.setItem(GUIDE_SEEN_KEY, new Date().toISOString());
}
