/** A fixed-window limit: at most `limit` attempts per `windowMs`. */
export interface Rule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every throttle of the product (OWASP ASVS 6.3.1: documented and enforced). Attempts are
 * counted before they are evaluated, so concurrent requests cannot exceed a limit.
 */
export const DEFAULT_LIMITS = {
  /** Sign-in attempts (wallet and e-mail) from one IP. Generous: players share cafe and mobile NATs. */
  signInPerIp: { limit: 60, windowMs: 10 * MINUTE },
  /** Sign-in attempts for one account (e-mail address or wallet address); ASVS: ≤ 100 per hour. */
  signInPerAccount: { limit: 100, windowMs: HOUR },
  /** Sign-in messages (nonces) issued to one IP. */
  signInMessagePerIp: { limit: 120, windowMs: 10 * MINUTE },
  /** Captcha puzzles drawn for one IP. */
  captchaPerIp: { limit: 120, windowMs: 10 * MINUTE },
  /** E-mail codes sent to one address: the spec's one per minute… */
  sendCodePerAddress: { limit: 1, windowMs: MINUTE },
  /** …and at most this many a day, so nobody's mailbox can be flooded. */
  sendCodePerAddressDaily: { limit: 20, windowMs: 24 * HOUR },
  /** E-mail codes asked for from one IP. */
  sendCodePerIp: { limit: 30, windowMs: HOUR },
  /** E-mail codes checked from one IP (each code also dies after 5 wrong tries). */
  checkCodePerIp: { limit: 60, windowMs: 10 * MINUTE },
  /** E-mail codes checked for one address or account. */
  checkCodePerAccount: { limit: 30, windowMs: HOUR },
  /** Login-password checks in the settings (old password, paypwd by login password) per account. */
  passwordCheckPerAccount: { limit: 20, windowMs: HOUR },
  /** Writes (every POST under /api) from one IP, counted in the database: a burst guard shared by all instances. */
  writesPerIp: { limit: 300, windowMs: MINUTE },
  /** Writes of one signed-in account, counted in the database like the per-IP ones. */
  writesPerAccount: { limit: 60, windowMs: MINUTE },
} satisfies Record<string, Rule>;

export type Limits = Record<keyof typeof DEFAULT_LIMITS, Rule>;
export type LimitName = keyof Limits;

/** Wrong fund passwords in a row that lock purchases, and for how long. */
export const FUND_PASSWORD_MAX_FAILURES = 10;
export const FUND_PASSWORD_LOCK_MS = 15 * MINUTE;

/** The limits in force: the defaults, per-IP ones multiplied, then any overrides. */
export function resolveLimits(ipMultiplier = 1, overrides: Partial<Limits> = {}): Limits {
  const limits = { ...DEFAULT_LIMITS } as Limits;
  for (const name of Object.keys(limits) as LimitName[]) {
    if (name.endsWith('PerIp')) limits[name] = { ...limits[name], limit: limits[name].limit * ipMultiplier };
  }
  return { ...limits, ...overrides };
}
