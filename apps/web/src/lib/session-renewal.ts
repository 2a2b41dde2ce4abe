import { refreshResultSchema } from '@yuanlong/shared/auth';
import { useEffect } from 'react';
import { apiPost } from './api-client.ts';
import { noteRenewed, type RenewalRecord, readRenewal } from './renewal-record.ts';
import { getToken, replaceToken, useToken } from './token.ts';

/** Without a known end, a session is renewed a day after it was issued (the server's default is 7 days). */
const DEFAULT_RENEW_AFTER_MS = 24 * 3_600_000;
/** Activity is looked at once a minute at most. */
export const ACTIVITY_THROTTLE_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'focus'] as const;

/** Whether a session issued as `record` says is past half its life. */
export function renewalDue(record: RenewalRecord, now: number): boolean {
  const renewAfter =
    record.expiresAt === null ? DEFAULT_RENEW_AFTER_MS : (record.expiresAt - record.issuedAt) / 2;
  return now >= record.issuedAt + renewAfter;
}

let running: Promise<void> | undefined;

/**
 * Renews the session (POST /api/user/refresh: same session, new token, fresh lifetime) when it
 * is past half its life, once for all tabs: under a Web Lock, and only if no other tab renewed
 * it meanwhile. A failure is silent: an ended session is told by the next ordinary call (401).
 */
export function renewSessionIfDue(): Promise<void> {
  if (!getToken() || !renewalDue(knownRenewal(), Date.now())) return Promise.resolve();
  running ??= withLock(renew).finally(() => {
    running = undefined;
  });
  return running;
}

async function renew(): Promise<void> {
  if (!getToken() || !renewalDue(knownRenewal(), Date.now())) return;
  try {
    const result = await apiPost('/api/user/refresh', { schema: refreshResultSchema, quiet: true });
    replaceToken(result.token, result.expires_at);
  } catch (error) {
    console.info('The session was not renewed', error);
  }
}

/**
 * The record of the current token; a token the tab knows nothing of (signed in before records
 * were kept, or put in the cookie by another client) counts as issued now, without a known end.
 */
function knownRenewal(): RenewalRecord {
  const record = readRenewal();
  if (record) return record;
  noteRenewed(undefined);
  return readRenewal() ?? { issuedAt: Date.now(), expiresAt: null };
}

function withLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('session-renewal', task) : task();
}

/**
 * Keeps an active player's session alive: on the player's activity (a click, a key, the tab
 * coming back), at most once a minute, the session is renewed when due. An idle tab renews
 * nothing, so a session nobody uses still ends.
 */
export function useSessionRenewal(): void {
  const signedIn = useToken() !== '';
  useEffect(() => {
    if (!signedIn) return;
    let lastLook = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastLook < ACTIVITY_THROTTLE_MS) return;
      lastLook = now;
      void renewSessionIfDue();
    };
    onActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [signedIn]);
}
