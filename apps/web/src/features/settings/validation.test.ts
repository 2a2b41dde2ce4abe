import { describe, expect, it } from 'vitest';
import { validateBindEmail, validateNewSecret, validateNickname } from './validation.ts';

describe('settings validation', () => {
  it('nickname: at most 10 characters, not blank', () => {
    expect(validateNickname('元龍玩家')).toEqual({});
    expect(validateNickname('abcdefghij')).toEqual({});
    expect(validateNickname('abcdefghijk')).toEqual({ nickname: 'nicknameTooLong' });
    expect(validateNickname('  ')).toEqual({ nickname: 'nicknameRequired' });
  });

  const bind = { email: 'a@b.co', code: '123456', loginPassword: '', password: '', repeat: '' };

  it('bind e-mail: address and code; login password only when replacing a bound one', () => {
    const none = { loginPassword: false, firstPassword: false };
    expect(validateBindEmail(bind, none)).toEqual({});
    expect(validateBindEmail({ ...bind, email: 'a@', code: '12' }, none)).toEqual({
      email: 'emailFormat',
      code: 'codeInvalid',
    });
    expect(validateBindEmail(bind, { loginPassword: true, firstPassword: false })).toEqual({
      loginPassword: 'passwordRequired',
    });
  });

  it('bind e-mail: the optional first password is checked only when typed', () => {
    const first = { loginPassword: false, firstPassword: true };
    expect(validateBindEmail(bind, first)).toEqual({});
    expect(
      validateBindEmail({ ...bind, password: 'dragon-fire-88', repeat: 'dragon-fire-8' }, first),
    ).toEqual({
      repeat: 'repeatPassword',
    });
    expect(validateBindEmail({ ...bind, repeat: 'x' }, first)).toEqual({
      password: 'passwordLength',
      repeat: 'repeatPassword',
    });
  });

  it('new login / fund password: proof, rules and repeat', () => {
    const ok = {
      method: 'password' as const,
      proof: 'old',
      password: 'jade-tiger-42',
      repeat: 'jade-tiger-42',
    };
    expect(validateNewSecret(ok)).toEqual({});
    expect(validateNewSecret({ ...ok, proof: '' })).toEqual({ proof: 'passwordRequired' });
    expect(validateNewSecret({ ...ok, method: 'code', proof: '' })).toEqual({ proof: 'codeRequired' });
    expect(validateNewSecret({ ...ok, method: 'code', proof: '654321' })).toEqual({});
    expect(validateNewSecret({ ...ok, repeat: 'jade-tiger-43' })).toEqual({ repeat: 'repeatPassword' });
    expect(validateNewSecret({ ...ok, password: 'qwerty123', repeat: 'qwerty123' })).toEqual({
      password: 'passwordCommon',
    });
  });
});
