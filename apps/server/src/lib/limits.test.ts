import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, resolveLimits } from './limits.ts';

describe('resolveLimits', () => {
  it('multiplies only the per-IP limits, then applies overrides', () => {
    const limits = resolveLimits(10, { sendCodePerAddress: { limit: 2, windowMs: 1 } });
    expect(limits.signInPerIp.limit).toBe(DEFAULT_LIMITS.signInPerIp.limit * 10);
    expect(limits.signInPerAccount).toEqual(DEFAULT_LIMITS.signInPerAccount);
    expect(limits.sendCodePerAddress).toEqual({ limit: 2, windowMs: 1 });
    expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
  });

  it('keeps the documented bars: ≤ 100 sign-in tries per account an hour, one code a minute', () => {
    expect(DEFAULT_LIMITS.signInPerAccount).toEqual({ limit: 100, windowMs: 3_600_000 });
    expect(DEFAULT_LIMITS.sendCodePerAddress).toEqual({ limit: 1, windowMs: 60_000 });
  });
});
