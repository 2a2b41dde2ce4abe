import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): the desktop layout from there up. */
export const DESKTOP_QUERY = '(min-width: 48rem)';

/**
 * Whether the media query matches now, following its changes (a rotated phone, a resized window).
 * `fallback` where the browser cannot tell (no matchMedia: tests).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
  );
}
