import { nicknameSchema } from '@yuanlong/shared/account';
import {
  check,
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPresent,
  checkRepeat,
  compact,
} from '../../lib/validation.ts';

/** How an old secret is proven: the current login password or an e-mail code. */
export type ProofMethod = 'password' | 'code';

/** Nickname: 1 to 10 characters ("nickname length cannot exceed 10"). */
export function validateNickname(nickname: string) {
  return compact({ nickname: check(nicknameSchema, nickname, 'nicknameRequired') });
}

/**
 * Binding an e-mail: address and code; the login password when a bound address is replaced;
 * optionally the first login password (then twice).
 */
export function validateBindEmail(
  values: { email: string; code: string; loginPassword: string; password: string; repeat: string },
  needs: { loginPassword: boolean; firstPassword: boolean },
) {
  const settingPassword = needs.firstPassword && (values.password !== '' || values.repeat !== '');
  return compact({
    email: checkEmail(values.email),
    code: checkCode(values.code),
    loginPassword: needs.loginPassword ? checkPresent(values.loginPassword) : undefined,
    password: settingPassword ? checkNewPassword(values.password) : undefined,
    repeat: settingPassword ? checkRepeat(values.password, values.repeat) : undefined,
  });
}

/** Login or fund password: the proof (old login password or e-mail code), the new one and its repeat. */
export function validateNewSecret(values: {
  method: ProofMethod;
  proof: string;
  password: string;
  repeat: string;
}) {
  return compact({
    proof: values.method === 'password' ? checkPresent(values.proof) : checkCode(values.proof),
    password: checkNewPassword(values.password),
    repeat: checkRepeat(values.password, values.repeat),
  });
}
