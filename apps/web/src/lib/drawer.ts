import { useSyncExternalStore } from 'react';

// The mobile drawer lives in the shell; the market page opens it from its "Filters" button.
let open = false;
const listeners = new Set<() => void>();

/** Opens or closes the mobile drawer. */
export function setDrawerOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the mobile drawer is open, re-rendering when it changes. */
export function useDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
