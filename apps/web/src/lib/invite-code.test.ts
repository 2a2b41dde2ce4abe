import { describe, expect, it } from 'vitest';
import { captureInviteCode, clearInviteCode, getInviteCode, INVITE_CODE_KEY } from './invite-code.ts';

describe('invite code', () => {
  it('keeps ?invite= in sessionStorage until cleared', () => {
    expect(captureInviteCode('?invite=AB12CD34')).toBe('AB12CD34');
    expect(sessionStorage.getItem(INVITE_CODE_KEY)).toBe('AB12CD34');
    expect(captureInviteCode('')).toBe('AB12CD34');
    expect(getInviteCode()).toBe('AB12CD34');
    clearInviteCode();
    expect(getInviteCode()).toBe('');
  });

  it('ignores empty and over-long codes', () => {
    expect(captureInviteCode('?invite=%20')).toBe('');
    expect(captureInviteCode(`?invite=${'X'.repeat(33)}`)).toBe('');
    expect(getInviteCode()).toBe('');
  });

  it('a newer link replaces an older code', () => {
    captureInviteCode('?invite=OLD');
    captureInviteCode('?x=1&invite=NEW');
    expect(getInviteCode()).toBe('NEW');
  });
});
