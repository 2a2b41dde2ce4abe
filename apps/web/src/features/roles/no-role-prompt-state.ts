import { useSyncExternalStore } from 'react';

// The "no role" prompt shows once per sign-in session: dismissing it is remembered for the user
// in sessionStorage (kept with the chosen server, spec section 9).
const KEY = 'noRolePromptDismissed';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** Hides the prompt for this user for the rest of the browser session. */
export function dismissNoRolePrompt(userId: number): void {
  try {
    sessionStorage.setItem(KEY, String(userId));
  } catch {
    // Storage blocked: hidden until the page reloads.
  }
  dismissedInMemory = String(userId);
  for (const listener of listeners) listener();
}

let dismissedInMemory = '';

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this user dismissed the prompt in this browser session. */
export function useNoRolePromptDismissed(userId: number | undefined): boolean {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => read() || dismissedInMemory,
    () => '',
  );
  return userId !== undefined && dismissed === String(userId);
}
