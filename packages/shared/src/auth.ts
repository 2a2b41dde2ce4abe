import { z } from 'zod';
import { currentPasswordSchema, emailSchema } from './account.ts';
import { captchaTokenSchema } from './captcha.ts';
import { inviteStatusSchema } from './invite.ts';

export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'address');

/** GET /api/auth/msg: the Sign-In with Ethereum message (EIP-4361) for an address. */
export const signInMessageQuery = z.object({ address: addressSchema });
export const signInMessageSchema = z.object({ message: z.string() });

/** POST /api/auth/login/wallet: the signed message; the first sign-in creates the account. */
export const walletLoginBody = z.object({
  message: z.string().min(1).max(2_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'signature'),
  invite_code: z.string().max(32).optional(),
  /** The second factor (a 6-digit authenticator code or a recovery code), needed once it is on. */
  totp_code: z.string().trim().max(32).optional(),
});
export const loginResultSchema = z.object({
  token: z.string(),
  userid: z.number().int(),
  /** What the sign-in did with its invite code (absent without one): the web explains unknown and self. */
  invite_status: inviteStatusSchema.optional(),
  /** When the session ends unless renewed (POST /api/user/refresh), ISO 8601. */
  expires_at: z.string().optional(),
});

/**
 * POST /api/auth/login/email (after the captcha): e-mail and login password of an account
 * that has bound an e-mail. Accounts are created by wallet sign-in only. Answers
 * `loginResultSchema`; a wrong e-mail and a wrong password get the same answer.
 */
export const emailLoginBody = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  captcha_token: captchaTokenSchema,
  /** An invite link's code: binds the inviter of an account that has none and is not activated. */
  invite_code: z.string().max(32).optional(),
  /** The second factor (a 6-digit authenticator code or a recovery code), needed once it is on. */
  totp_code: z.string().trim().max(32).optional(),
});
export type EmailLoginBody = z.infer<typeof emailLoginBody>;

/**
 * POST /api/user/refresh (sliding sessions): a new token for the same session with a fresh
 * lifetime; the old token stops working.
 */
export const refreshResultSchema = z.object({
  token: z.string(),
  userid: z.number().int(),
  /** When the renewed session ends unless renewed again, ISO 8601. */
  expires_at: z.string(),
});
