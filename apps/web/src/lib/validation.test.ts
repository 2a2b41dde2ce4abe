import { emailSchema, newPasswordSchema, nicknameSchema } from '@yuanlong/shared/account';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n.ts';
import { check, checkRepeat, compact, isValid, sharedMessage } from './validation.ts';

afterEach(() => setLocale('tw'));

describe('check', () => {
  it('answers the shared message key of the first problem', () => {
    expect(check(nicknameSchema, 'Hero', 'nicknameRequired')).toBeUndefined();
    expect(check(nicknameSchema, '12345678901', 'nicknameRequired')).toBe('nicknameTooLong');
    expect(check(nicknameSchema, '   ', 'nicknameRequired')).toBe('nicknameRequired');
    expect(check(emailSchema, 'not-an-email', 'emailFormat')).toBe('emailFormat');
    expect(check(newPasswordSchema, 'short', 'passwordLength')).toBe('passwordLength');
    expect(check(newPasswordSchema, 'password123', 'passwordLength')).toBe('passwordCommon');
  });

  it('counts characters, not UTF-16 units: ten CJK or emoji characters are fine', () => {
    expect(check(nicknameSchema, '龍龍龍龍龍龍龍龍龍龍', 'nicknameRequired')).toBeUndefined();
    expect(check(nicknameSchema, '🐉'.repeat(10), 'nicknameRequired')).toBeUndefined();
    expect(check(nicknameSchema, '🐉'.repeat(11), 'nicknameRequired')).toBe('nicknameTooLong');
  });

  it('refuses what the server refuses: direction overrides, zero-width and control characters', () => {
    for (const spoof of ['abc\u202Egnp', 'Ad\u200Bmin', 'a\u2067b', 'He\u001Fro']) {
      expect(check(nicknameSchema, spoof, 'nicknameRequired')).toBe('nameCharacters');
    }
    // Length after NFKC: one character that spells out in 18.
    expect(check(nicknameSchema, '\uFDFA', 'nicknameRequired')).toBe('nicknameTooLong');
    expect(check(nicknameSchema, 'ＡＢＣＤＥＦＧＨＩＪ', 'nicknameRequired')).toBeUndefined();
  });

  it('uses the fallback when the schema message is not a shared key', () => {
    const schema = { safeParse: () => ({ success: false, error: { issues: [{ message: 'Too small' }] } }) };
    expect(check(schema, '', 'passwordRequired')).toBe('passwordRequired');
  });
});

describe('form helpers', () => {
  it('checkRepeat flags a mismatch', () => {
    expect(checkRepeat('abcdefgh1', 'abcdefgh1')).toBeUndefined();
    expect(checkRepeat('abcdefgh1', 'abcdefgh2')).toBe('repeatPassword');
  });

  it('compact keeps only problems', () => {
    const errors = compact({ a: undefined, b: 'emailFormat' as const });
    expect(errors).toEqual({ b: 'emailFormat' });
    expect(isValid(errors)).toBe(false);
    expect(isValid(compact({ a: undefined }))).toBe(true);
  });

  it('sharedMessage speaks the interface language, word for word as the spec', async () => {
    await setLocale('en');
    expect(sharedMessage('nicknameTooLong')).toBe('nickname length cannot exceed 10');
    expect(sharedMessage('repeatPassword')).toBe('repeat password error');
    await setLocale('tw');
    expect(sharedMessage('nicknameTooLong')).toBe('暱稱長度不能超過10');
  });
});
