/** localStorage key of when the session token was last issued and when it ends (shared by tabs). */
export const RENEWAL_KEY = 'session_renewal';

/** When the token was issued (ms) and when its session ends unless renewed (ms; null: not told). */
export interface RenewalRecord {
  issuedAt: number;
  expiresAt: number | null;
}

/** Notes a token just issued (sign-in or renewal). */
export function noteRenewed(expiresAt: string | undefined, now = Date.now()): void {
  const ends = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const record: RenewalRecord = { issuedAt: now, expiresAt: Number.isFinite(ends) ? ends : null };
  try {
    localStorage.setItem(RENEWAL_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the session is renewed at the first activity of each page load instead.
  }
}

/** Forgets the record (logout). */
export function forgetRenewal(): void {
  try {
    localStorage.removeItem(RENEWAL_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}

/** The record, or undefined when there is none (a session older than the record, storage blocked). */
export function readRenewal(): RenewalRecord | undefined {
  try {
    const raw = localStorage.getItem(RENEWAL_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<RenewalRecord>) : undefined;
    return typeof parsed?.issuedAt === 'number'
      ? {
          issuedAt: parsed.issuedAt,
          expiresAt: typeof parsed.expiresAt === 'number' ? parsed.expiresAt : null,
        }
      : undefined;
  } catch {
    return undefined;
  }
}
