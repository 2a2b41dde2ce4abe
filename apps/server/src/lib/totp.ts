import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the account's name (operators and players). */
const ISSUER = 'Yuanlong Market';

/** RFC 6238 with the defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
function totpOf(secret: string, name: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: name, secret: Secret.fromBase32(secret) });
}

/** A new random TOTP secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (from its QR code). */
export function totpUri(secret: string, name: string): string {
  return totpOf(secret, name).toString();
}

/** The current code of a secret (tests and the command line's first check). */
export function totpCode(secret: string, at = Date.now()): string {
  return totpOf(secret, '').generate({ timestamp: at });
}

/**
 * The time step of a code that is valid at `at` (one step of clock drift either way is allowed),
 * or null. A caller accepts a code only once: when its step is newer than the last one accepted.
 */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}
