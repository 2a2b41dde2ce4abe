import { useSyncExternalStore } from 'react';

/** sessionStorage key of the chosen game server (spec section 9); sent as the Serverid header. */
export const SERVER_ID_KEY = 'serverid';

// sessionStorage cannot be observed in the same tab, so changes made here notify.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The chosen game server id, or '' when none is chosen. */
export function getServerId(): string {
  try {
    return sessionStorage.getItem(SERVER_ID_KEY) ?? '';
  } catch {
    // Storage can be blocked (privacy settings); the call then goes without a server.
    return '';
  }
}

/** Chooses the game server (the role) that per-server calls go to. */
export function setServerId(serverId: number): void {
  try {
    sessionStorage.setItem(SERVER_ID_KEY, String(serverId));
  } catch {
    // Storage blocked: calls go without a server.
  }
  notify();
}

/** Forgets the chosen game server (logout). */
export function clearServerId(): void {
  try {
    sessionStorage.removeItem(SERVER_ID_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen game server id ('' for none), re-rendering when the app changes it. */
export function useServerId(): string {
  return useSyncExternalStore(subscribe, getServerId, () => '');
}
