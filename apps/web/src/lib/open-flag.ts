import { useSyncExternalStore } from 'react';

/** An app-wide open/closed flag (one drawer, one dialog) that any component can set and follow. */
export interface OpenFlag {
  set(next: boolean): void;
  /** The flag now (outside a render). */
  get(): boolean;
  /** The flag, re-rendering when it changes. */
  useOpen(): boolean;
}

export function createOpenFlag(): OpenFlag {
  let open = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    set(next) {
      if (open === next) return;
      open = next;
      for (const listener of listeners) listener();
    },
    get: () => open,
    useOpen: () =>
      useSyncExternalStore(
        subscribe,
        () => open,
        () => false,
      ),
  };
}
