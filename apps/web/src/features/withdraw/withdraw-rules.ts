import type { Withdrawal, WithdrawalState, Withdrawals } from '@yuanlong/shared/withdraw';
import type { LiveStatus } from '../../lib/live-events.ts';

/** How often the list is asked again while a payout is on the chain (confirmations count up). */
export const SENT_POLL_MS = 1500;
/** ...and while the live stream is up (it tells each confirmation): a fallback only. */
export const SENT_LIVE_POLL_MS = 10_000;
/** How often while a withdrawal waits in the queue (the payout wallet may take up to 24 hours). */
export const QUEUED_POLL_MS = 4000;

/** True while a withdrawal is not final: held for review, queued, or sent and counting confirmations. */
export function isWithdrawalPending(state: WithdrawalState): boolean {
  return state === 'held' || state === 'queued' || state === 'sent';
}

/**
 * How often to poll the list: quickly while a payout is sent (slowly when the live stream is up
 * and tells its confirmations), slower while queued, not when all are final.
 */
export function withdrawalsPollMs(
  items: readonly Pick<Withdrawal, 'state'>[] | undefined,
  live: LiveStatus = 'offline',
): number | false {
  if (!items) return false;
  if (items.some((w) => w.state === 'sent')) return live === 'live' ? SENT_LIVE_POLL_MS : SENT_POLL_MS;
  return items.some((w) => w.state === 'queued' || w.state === 'held') ? QUEUED_POLL_MS : false;
}

/**
 * True when a withdrawal is new or changed state between two reads: its paid or failed payout
 * changed the frozen or available balance, so the user's info is read again.
 */
export function withdrawalStatesChanged(
  before: readonly Pick<Withdrawal, 'id' | 'state'>[],
  after: readonly Pick<Withdrawal, 'id' | 'state'>[],
): boolean {
  const was = new Map(before.map((w) => [w.id, w.state]));
  return after.some((w) => was.get(w.id) !== w.state);
}

/** When the next withdrawal is allowed, or null when it is allowed now (24-hour rule). */
export function nextAllowedAt(rules: Pick<Withdrawals, 'next_allowed_at'>, now = Date.now()): Date | null {
  if (!rules.next_allowed_at) return null;
  const at = new Date(rules.next_allowed_at);
  return Number.isNaN(at.getTime()) || at.getTime() <= now ? null : at;
}

/** Until when a security change holds withdrawals back, or null when it does not (or no longer). */
export function securityHoldUntil(
  rules: Pick<Withdrawals, 'security_hold_until'>,
  now = Date.now(),
): Date | null {
  return nextAllowedAt({ next_allowed_at: rules.security_hold_until }, now);
}

/** The coin's minimum withdrawal in base units; undefined when the coin cannot be withdrawn. */
export function minimumOf(rules: Pick<Withdrawals, 'minimums'>, coin: string): bigint | undefined {
  const minimum = rules.minimums[coin];
  return minimum === undefined ? undefined : BigInt(minimum);
}
