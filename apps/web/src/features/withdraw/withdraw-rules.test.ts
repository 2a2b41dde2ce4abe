import { describe, expect, it } from 'vitest';
import {
  isWithdrawalPending,
  minimumOf,
  nextAllowedAt,
  QUEUED_POLL_MS,
  SENT_LIVE_POLL_MS,
  SENT_POLL_MS,
  securityHoldUntil,
  withdrawalStatesChanged,
  withdrawalsPollMs,
} from './withdraw-rules.ts';

describe('withdrawalsPollMs', () => {
  it('polls quickly while a payout is sent, slower while queued, not once all are final', () => {
    expect(withdrawalsPollMs([{ state: 'paid' }, { state: 'sent' }, { state: 'queued' }])).toBe(SENT_POLL_MS);
    expect(withdrawalsPollMs([{ state: 'queued' }, { state: 'failed' }])).toBe(QUEUED_POLL_MS);
    expect(withdrawalsPollMs([{ state: 'paid' }, { state: 'failed' }])).toBe(false);
    expect(withdrawalsPollMs([])).toBe(false);
    expect(withdrawalsPollMs(undefined)).toBe(false);
  });

  it('polls a sent payout slowly while the live stream tells its confirmations', () => {
    expect(withdrawalsPollMs([{ state: 'sent' }], 'live')).toBe(SENT_LIVE_POLL_MS);
    expect(withdrawalsPollMs([{ state: 'sent' }], 'connecting')).toBe(SENT_POLL_MS);
    expect(withdrawalsPollMs([{ state: 'queued' }], 'live')).toBe(QUEUED_POLL_MS);
    expect(SENT_LIVE_POLL_MS).toBeGreaterThan(SENT_POLL_MS);
  });

  it('pending means queued or sent', () => {
    expect(['queued', 'sent', 'paid', 'failed'].map((s) => isWithdrawalPending(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('withdrawalStatesChanged', () => {
  it('is true when a withdrawal changed state or is new, false when all are as they were', () => {
    const before = [
      { id: 2, state: 'sent' as const },
      { id: 1, state: 'paid' as const },
    ];
    expect(withdrawalStatesChanged(before, before)).toBe(false);
    expect(withdrawalStatesChanged(before, [{ id: 2, state: 'paid' }, before[1]!])).toBe(true);
    expect(withdrawalStatesChanged(before, [{ id: 3, state: 'queued' }, ...before])).toBe(true);
    // An old one dropping off the end of the list (20 at most) changes no balance.
    expect(withdrawalStatesChanged(before, [before[0]!])).toBe(false);
  });
});

describe('nextAllowedAt', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('is the time of the next allowed withdrawal while it is ahead, else null', () => {
    expect(nextAllowedAt({ next_allowed_at: '2026-11-23T09:00:00Z' }, now)).toEqual(
      new Date('2026-11-23T09:00:00Z'),
    );
    expect(nextAllowedAt({ next_allowed_at: '2026-11-22T10:00:00Z' }, now)).toBeNull();
    expect(nextAllowedAt({ next_allowed_at: null }, now)).toBeNull();
    expect(nextAllowedAt({ next_allowed_at: 'not a time' }, now)).toBeNull();
  });
});

describe('securityHoldUntil', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('is the end of the hold after a security change while it is ahead, else null', () => {
    expect(securityHoldUntil({ security_hold_until: '2026-11-23T09:00:00Z' }, now)).toEqual(
      new Date('2026-11-23T09:00:00Z'),
    );
    expect(securityHoldUntil({ security_hold_until: '2026-11-22T09:59:00Z' }, now)).toBeNull();
    expect(securityHoldUntil({ security_hold_until: null }, now)).toBeNull();
  });
});

describe('minimumOf', () => {
  it('is the coin’s minimum in base units, undefined for a coin that cannot be withdrawn', () => {
    const rules = { minimums: { MDS: '10000000000000000000', HFH: '100000000' } };
    expect(minimumOf(rules, 'MDS')).toBe(10n * 10n ** 18n);
    expect(minimumOf(rules, 'HFH')).toBe(10n ** 8n);
    expect(minimumOf(rules, 'BNB')).toBeUndefined();
  });
});
