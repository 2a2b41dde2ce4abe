import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** The signed-in user's row; a vanished user is treated as signed out. */
export async function loadUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** The id, login-password hash and second-factor state of the account with a bound e-mail, if any. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user;
}

/** The second-factor state of the account of a wallet address (lower case), if any. */
export async function findSecondFactorByAddress(db: Db, address: string) {
  const [user] = await db
    .select({ id: users.id, totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.address, address))
    .limit(1);
  return user;
}

/** True for a unique-constraint violation (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (e && typeof e === 'object'); ) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}
