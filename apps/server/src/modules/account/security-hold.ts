import { holdLeft, SECURITY_HOLD_HOURS } from '@yuanlong/shared/withdraw';
import { AppError } from '../../errors.ts';

const HOLD_MS = SECURITY_HOLD_HOURS * 3_600_000;

/**
 * The column to set with a change of login password, fund password or e-mail: the hold starts
 * when the change replaces a previous value (`replaced`); a first password or address holds nothing.
 * Spread into the same update as the change, so the two cannot part. Turning the second factor
 * on or off is one more such change (always `replaced`).
 */
export function securityChange(replaced: boolean, now: Date): { securityChangedAt?: Date } {
  return replaced ? { securityChangedAt: now } : {};
}

/** Until when the user's withdrawals and claims to the wallet are held, or null when they are not. */
export function securityHoldUntil(user: { securityChangedAt: Date | null }, now: Date): Date | null {
  if (!user.securityChangedAt) return null;
  const until = new Date(user.securityChangedAt.getTime() + HOLD_MS);
  return until > now ? until : null;
}

/** `2025-06-01 12:00 UTC`: a time for a message in any language. */
export function formatUtc(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Refuses (403, the time left in the message) a withdrawal or claim while the user's hold lasts. */
export function assertNoSecurityHold(user: { securityChangedAt: Date | null }, now: Date): void {
  const until = securityHoldUntil(user, now);
  if (!until) return;
  throw new AppError('forbidden', 'securityHold', {
    ...holdLeft(until.getTime(), now.getTime()),
    time: formatUtc(until),
  });
}
