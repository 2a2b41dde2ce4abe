import { useRef } from 'react';

/**
 * Focus goes back to what had it when a dialog opened (Radix Dialog's Content props). Radix
 * returns it to a Dialog.Trigger only; dialogs opened by a plain button (those fetched on demand)
 * or from elsewhere (the market's Filters button opens the drawer) need this for keyboard users.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      if (!element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
