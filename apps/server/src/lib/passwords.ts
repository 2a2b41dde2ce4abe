import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at m=12 MiB, t=3, p=1: one of the configurations the
 * OWASP Password Storage Cheat Sheet lists as an equal defence to its first, m=19 MiB, t=2, p=1. It
 * costs about a third less CPU a check here (bench/README.md, purchases): every purchase checks
 * the fund password. Hashes made with other parameters carry them and verify as before.
 */
export const ARGON2_OPTIONS = { memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;

/**
 * A hash of a random password, with the same parameters: verifying against it when there is
 * no user (or no password) costs the same as a real check, so timing reveals nothing.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=12288,t=3,p=1$YlgNplIm8DOlagLe8vdSjg$RPXTI2Rx0zO4iNayKZcrZ0QwId+LSQNaee4ejDYO1l8';

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
