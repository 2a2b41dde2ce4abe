import { useSyncExternalStore } from 'react';

// One roles dialog in the shell; the top bar, the drawer and the no-role prompt open it.
let open = false;
const listeners = new Set<() => void>();

/** Opens or closes the roles dialog. */
export function setRolesDialogOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the roles dialog is open, re-rendering when it changes. */
export function useRolesDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
