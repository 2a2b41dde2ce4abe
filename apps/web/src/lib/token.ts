import { TOKEN_COOKIE } from '@yuanlong/shared/http';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './cookie.ts';

// Cookies cannot be observed, so every change made by the app goes through here and notifies.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The session token from the `token` cookie, or '' when logged out. */
export function getToken(): string {
  return readCookie(TOKEN_COOKIE);
}

/** Stores the session token (sign-in). */
export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
  notify();
}

/** Removes the session token (logout, 401). */
export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  notify();
}

/** Calls `listener` whenever the app changes the token; returns the unsubscribe function. */
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when it changes. */
export function useToken(): string {
  return useSyncExternalStore(subscribeToken, getToken, () => '');
}
