import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkPresent,
  checkRepeat,
  compact,
} from '../../lib/validation.ts';

/** E-mail sign-in: a well-formed address and a password. */
export function validateEmailLogin(values: { email: string; password: string }) {
  return compact({ email: checkEmail(values.email), password: checkPresent(values.password) });
}

/** Forgot password: address, code, a new password by the rules, and its repeat. */
export function validateReset(values: { email: string; code: string; password: string; repeat: string }) {
  return compact({
    email: checkEmail(values.email),
    code: checkCode(values.code),
    password: checkNewPassword(values.password),
    repeat: checkRepeat(values.password, values.repeat),
  });
}
