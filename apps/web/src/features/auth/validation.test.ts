import { describe, expect, it } from 'vitest';
import { checkCode } from '../../lib/validation.ts';
import { validateEmailLogin, validateReset } from './validation.ts';

describe('auth form validation', () => {
  it('e-mail sign-in needs a well-formed address and a password', () => {
    expect(validateEmailLogin({ email: 'player@example.com', password: 'x' })).toEqual({});
    expect(validateEmailLogin({ email: 'player@', password: '' })).toEqual({
      email: 'emailFormat',
      password: 'passwordRequired',
    });
    expect(validateEmailLogin({ email: '  Player@Example.com ', password: 'x' })).toEqual({});
  });

  it('codes are six digits', () => {
    expect(checkCode('')).toBe('codeRequired');
    expect(checkCode('12345')).toBe('codeInvalid');
    expect(checkCode(' 123456 ')).toBeUndefined();
  });

  it('reset checks the new password rules and the repeat', () => {
    const ok = { email: 'a@b.co', code: '123456', password: 'dragon-fire-88', repeat: 'dragon-fire-88' };
    expect(validateReset(ok)).toEqual({});
    expect(validateReset({ ...ok, repeat: 'dragon-fire-89' })).toEqual({ repeat: 'repeatPassword' });
    expect(validateReset({ ...ok, password: 'short', repeat: 'short' })).toEqual({
      password: 'passwordLength',
    });
    expect(validateReset({ ...ok, password: '12345678', repeat: '12345678' })).toEqual({
      password: 'passwordCommon',
    });
    expect(validateReset({ ...ok, email: 'x', code: '' })).toEqual({
      email: 'emailFormat',
      code: 'codeRequired',
    });
  });
});
