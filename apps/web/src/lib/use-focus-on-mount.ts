import { useCallback } from 'react';

/**
 * A ref that focuses its element when it appears: the dialog's next part takes the focus from the
 * button that went away, so keyboard and screen-reader users stay in the dialog.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    element?.focus();
  }, []);
}
