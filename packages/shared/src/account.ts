import { z } from 'zod';
import { captchaTokenSchema } from './captcha.ts';
import { displayNameSchema } from './display-text.ts';
import { lazySchema } from './lazy-schema.ts';
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN, passwordLength } from './passwords.ts';

/*
 * Account settings and e-mail codes. Validation messages are message keys of
 * `messages.ts`: the server answers them translated, the web can show them the same way.
 */

/** What an e-mail code may be used for; a code works only for the purpose (and address) it was sent for. */
export const CODE_PURPOSES = ['bind', 'reset', 'password', 'paypwd'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const EMAIL_CODE_TTL_S = 600;
/** At most one code per address per this many seconds. */
export const EMAIL_CODE_RESEND_S = 60;
/** A code is dead after this many wrong tries. */
export const EMAIL_CODE_MAX_TRIES = 5;
export const NICKNAME_MAX = 10;

/** An e-mail address, trimmed and lower-cased; "Email format error" otherwise. */
export const emailSchema = lazySchema(() =>
  z
    .string({ error: 'emailFormat' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'emailFormat' })
    .pipe(z.email({ error: 'emailFormat' })),
);

/** The six digits of an e-mail code. */
export const emailCodeSchema = lazySchema(() =>
  z.string({ error: 'codeInvalid' }).regex(/^\d{6}$/, { error: 'codeInvalid' }),
);

/** A new login or fund password: 8–64 characters, not a very common one. */
export const newPasswordSchema = lazySchema(() =>
  z
    .string({ error: 'passwordLength' })
    .refine((p) => passwordLength(p) >= PASSWORD_MIN && passwordLength(p) <= PASSWORD_MAX, {
      error: 'passwordLength',
    })
    .refine((p) => !isCommonPassword(p), { error: 'passwordCommon' }),
);

/** A password the user already has (checked against the stored hash, not against the rules). */
export const currentPasswordSchema = lazySchema(() =>
  z.string({ error: 'passwordRequired' }).min(1).max(256),
);

/** A nickname: 1 to 10 characters after NFKC and trimming, none invisible or direction-changing. */
export const nicknameSchema = lazySchema(() =>
  displayNameSchema({ max: NICKNAME_MAX, required: 'nicknameRequired', tooLong: 'nicknameTooLong' }),
);

const repeatMatches = <T extends { repeat_password: string }>(field: keyof T) => ({
  check: (body: T) => body.repeat_password === body[field],
  options: { path: ['repeat_password'], error: 'repeatPassword' },
});

/**
 * POST /api/user/send_code (after the captcha). `bind` and `reset` need `email`; `password`
 * and `paypwd` go to the signed-in user's bound address (`email`, when sent, must be it).
 * `bind`, `password` and `paypwd` need a signed-in user. For `reset` the answer is the same
 * whether or not the address belongs to an account; mail is only sent when it does.
 */
export const sendCodeBody = lazySchema(() =>
  z
    .object({
      purpose: z.enum(CODE_PURPOSES),
      email: emailSchema.optional(),
      captcha_token: captchaTokenSchema,
    })
    .refine((b) => b.email !== undefined || b.purpose === 'password' || b.purpose === 'paypwd', {
      path: ['email'],
      error: 'emailFormat',
    }),
);
export type SendCodeBody = z.infer<typeof sendCodeBody>;
/** Seconds until the code expires, and until another code may be asked for. */
export const sendCodeResultSchema = lazySchema(() =>
  z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
);

/**
 * POST /api/user/bind_email: binds (or changes) the signed-in user's e-mail with a `bind`
 * code sent to it. Changing an already bound address needs the login password (when one is
 * set). `password` + `repeat_password` optionally set the first login password in the same
 * step (only when the account has none yet).
 */
export const bindEmailBody = lazySchema(() =>
  z
    .object({
      email: emailSchema,
      code: emailCodeSchema,
      login_password: currentPasswordSchema.optional(),
      password: newPasswordSchema.optional(),
      repeat_password: z.string().max(256).optional(),
    })
    .refine((b) => b.password === undefined || b.repeat_password === b.password, {
      path: ['repeat_password'],
      error: 'repeatPassword',
    }),
);
export type BindEmailBody = z.infer<typeof bindEmailBody>;
export const bindEmailResultSchema = lazySchema(() => z.object({ email: z.string() }));

/** POST /api/user/nickname. */
export const nicknameBody = lazySchema(() => z.object({ nickname: nicknameSchema }));
export const nicknameResultSchema = lazySchema(() => z.object({ nickname: z.string() }));

const changePassword = repeatMatches<{ password: string; repeat_password: string }>('password');
/**
 * POST /api/user/password: sets or changes the login password. With a password already set,
 * give `old_password` or a `password` code; the first password needs the code. The user's
 * other sessions end.
 */
export const changePasswordBody = lazySchema(() =>
  z
    .object({
      old_password: currentPasswordSchema.optional(),
      code: emailCodeSchema.optional(),
      password: newPasswordSchema,
      repeat_password: z.string().max(256),
    })
    .refine(changePassword.check, changePassword.options),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const payPassword = repeatMatches<{ pay_password: string; repeat_password: string }>('pay_password');
/**
 * POST /api/user/paypwd: sets or changes the fund password, proven by the login password
 * or a `paypwd` code. Needs a bound e-mail ("Please bind e-mail first").
 */
export const payPasswordBody = lazySchema(() =>
  z
    .object({
      login_password: currentPasswordSchema.optional(),
      code: emailCodeSchema.optional(),
      pay_password: newPasswordSchema,
      repeat_password: z.string().max(256),
      /** The second factor (a 6-digit authenticator code or a recovery code), needed once it is on. */
      totp_code: z.string().trim().max(32).optional(),
    })
    .refine(payPassword.check, payPassword.options),
);
export type PayPasswordBody = z.infer<typeof payPasswordBody>;

/** POST /api/user/forget/reset: a `reset` code and the new login password; every session ends. */
export const resetPasswordBody = lazySchema(() =>
  z
    .object({
      email: emailSchema,
      code: emailCodeSchema,
      password: newPasswordSchema,
      repeat_password: z.string().max(256),
    })
    .refine(changePassword.check, changePassword.options),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
