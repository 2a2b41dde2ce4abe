import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/*
 * The optional second factor (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) of e-mail and wallet
 * accounts. Once on, sign-in, withdrawals and fund-password changes need a code; a recovery
 * code works once in place of one.
 */

/** A six-digit authenticator code or a recovery code (`XXXXX-XXXXX`, dashes and case ignored). */
export const secondFactorCodeSchema = lazySchema(() =>
  z
    .string({ error: 'secondFactorRequired' })
    .trim()
    .min(1, { error: 'secondFactorRequired' })
    .max(32, { error: 'secondFactorWrong' }),
);

/** POST /api/user/totp/start: the new secret (not in force until confirmed). */
export const secondFactorSetupSchema = z.object({
  /** The key as base32 text, for typing into an authenticator app. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The URI as a QR code (SVG markup). */
  qr_svg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** POST /api/user/totp/confirm and /api/user/totp/off: one code. */
export const secondFactorCodeBody = lazySchema(() => z.object({ code: secondFactorCodeSchema }));

/** The answer to confirming: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
