import { hash, verify } from '@node-rs/argon2';

/** OWASP password-storage minimum for argon2id: m=19 MiB, t=2, p=1 (the library's default algorithm). */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random password, with the same parameters: verifying against it when there is
 * no user (or no password) costs the same as a real check, so timing reveals nothing.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$H5i1UGIb0dVzBW7lhejwwQ$benzvxNszSlQJA1h2nYI1T6uoN+7XRSGI16Jiog0C/k';

/** Unicode-normalised so the same password typed on different devices matches; never truncated. */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

/** The argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

/** True when `password` matches `stored`; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const matches = await verify(stored ?? DUMMY_HASH, normalise(password)).catch(() => false);
  return matches && stored != null;
}
