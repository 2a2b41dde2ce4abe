import { TOKEN_COOKIE } from '@yuanlong/shared/http';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './cookie.ts';
import { forgetRenewal, noteRenewed } from './renewal-record.ts';

// Cookies cannot be observed, so every change made by the app goes through here and notifies.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The cookie as read by the running script. Reading document.cookie is slow (Chromium asks its
 * cookie store) and every component using useToken reads it on each render and in its effects:
 * loading /marketplace read it 38 times. Now the running script reads it once and the next one
 * (after its microtasks: another tab's sign-out, a server's Set-Cookie) reads it afresh (9 reads).
 */
let readThisTask: string | undefined;

/** The session token from the `token` cookie, or '' when logged out. */
export function getToken(): string {
  if (readThisTask === undefined) {
    readThisTask = readCookie(TOKEN_COOKIE);
    queueMicrotask(() => {
      readThisTask = undefined;
    });
  }
  return readThisTask;
}

/** Stores the session token (sign-in); `expiresAt` (ISO) tells when to renew it (session-renewal.ts). */
export function setToken(token: string, expiresAt?: string): void {
  writeCookie(TOKEN_COOKIE, token);
  readThisTask = undefined;
  noteRenewed(expiresAt);
  notify();
}

/**
 * Stores the renewed token of the same session (POST /api/user/refresh): the user and their
 * data stay, so nobody is told (a sign-in's setToken reloads the user's data).
 */
export function replaceToken(token: string, expiresAt: string): void {
  writeCookie(TOKEN_COOKIE, token);
  readThisTask = undefined;
  noteRenewed(expiresAt);
}

/** Removes the session token (logout, 401). */
export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  readThisTask = undefined;
  forgetRenewal();
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
