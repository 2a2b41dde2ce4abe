import type { PayPasswordBody } from '@yuanlong/shared/account';
import { and, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../errors.ts';
import { FUND_PASSWORD_LOCK_MS, FUND_PASSWORD_MAX_FAILURES } from '../../lib/limits.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { checkLoginPassword, checkUserCode } from './account-service.ts';
import { checkSecondFactor } from './second-factor.ts';
import { securityChange } from './security-hold.ts';
import { loadUser } from './users.ts';

/**
 * Sets or changes the fund password, proven by the login password or a `paypwd` code. Needs
 * a bound e-mail, and the second factor when it is on. A new fund password also clears a purchase lock.
 */
export async function setFundPassword(ctx: ServiceContext, userId: number, body: PayPasswordBody) {
  const user = await loadUser(ctx.db, userId);
  if (!user.email) throw new AppError('forbidden', 'bindEmailFirst');
  if (body.login_password !== undefined) {
    if (!user.passwordHash) throw new AppError('invalidInput', 'passwordNotSet');
    await checkLoginPassword(ctx, user, body.login_password, 'loginPasswordWrong');
  } else if (body.code !== undefined) {
    await checkUserCode(ctx, user, user.email, 'paypwd', body.code);
  } else {
    throw new AppError('invalidInput', 'passwordOrCodeRequired');
  }
  await checkSecondFactor(ctx, user, body.totp_code);
  const payPasswordHash = await hashPassword(body.pay_password);
  await ctx.db
    .update(users)
    .set({
      payPasswordHash,
      payPasswordFailures: 0,
      payPasswordLockedUntil: null,
      ...securityChange(user.payPasswordHash !== null, ctx.clock()),
    })
    .where(eq(users.id, userId));
}

/**
 * Checks a fund password before a purchase; throws AppError unless it is right. Ten wrong
 * in a row lock purchases for 15 minutes (429), recorded in the database so the lock holds
 * across restarts and replicas. Each try is counted before the hash is compared, so parallel
 * tries cannot get more than ten guesses.
 */
export async function verifyFundPassword(
  db: Db,
  userId: number,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  const nowIso = sql`${now.toISOString()}::timestamptz`;
  const lockOver = sql`${users.payPasswordLockedUntil} <= ${nowIso}`;
  const [reserved] = await db
    .update(users)
    .set({
      payPasswordFailures: sql`case when ${lockOver} then 1 else ${users.payPasswordFailures} + 1 end`,
      payPasswordLockedUntil: sql`case when ${lockOver} then null else ${users.payPasswordLockedUntil} end`,
    })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.payPasswordHash),
        or(
          and(
            isNull(users.payPasswordLockedUntil),
            lt(users.payPasswordFailures, FUND_PASSWORD_MAX_FAILURES),
          ),
          lte(users.payPasswordLockedUntil, now),
        ),
      ),
    )
    .returning({ hash: users.payPasswordHash, failures: users.payPasswordFailures });

  if (!reserved) {
    const [user] = await db
      .select({ hash: users.payPasswordHash, lockedUntil: users.payPasswordLockedUntil })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new AppError('unauthorized');
    if (!user.hash) throw new AppError('invalidInput', 'fundPasswordNotSet');
    const left = user.lockedUntil ? user.lockedUntil.getTime() - now.getTime() : FUND_PASSWORD_LOCK_MS;
    throw tooManyRequests(left, 'fundPasswordLocked');
  }

  if (await verifyPassword(reserved.hash, password)) {
    await db.update(users).set({ payPasswordFailures: 0 }).where(eq(users.id, userId));
    return;
  }
  if (reserved.failures >= FUND_PASSWORD_MAX_FAILURES) {
    await db
      .update(users)
      .set({ payPasswordLockedUntil: new Date(now.getTime() + FUND_PASSWORD_LOCK_MS) })
      .where(and(eq(users.id, userId), isNull(users.payPasswordLockedUntil)));
    throw tooManyRequests(FUND_PASSWORD_LOCK_MS, 'fundPasswordLocked');
  }
  throw new AppError('invalidInput', 'fundPasswordWrong', {
    left: String(FUND_PASSWORD_MAX_FAILURES - reserved.failures),
  });
}
