import type { BindEmailBody, ChangePasswordBody, ResetPasswordBody } from '@yuanlong/shared/account';
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../auth/session-service.ts';
import { consumeEmailCode } from './email-codes.ts';
import { securityChange } from './security-hold.ts';
import { findUserByEmail, isUniqueViolation, loadUser } from './users.ts';

const emailTaken = () => new AppError('conflict', 'emailTaken');

/** Checks the signed-in user's login password (throttled per account), or throws `wrong`. */
export async function checkLoginPassword(
  ctx: ServiceContext,
  user: { id: number; passwordHash: string | null },
  password: string,
  wrong: 'oldPasswordWrong' | 'loginPasswordWrong',
) {
  await ctx.throttle('passwordCheckPerAccount', `user:${user.id}`);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('invalidInput', wrong);
}

/** Uses up a code sent to the signed-in user for a purpose (throttled per account). */
export async function checkUserCode(
  ctx: ServiceContext,
  user: { id: number },
  email: string,
  purpose: 'bind' | 'password' | 'paypwd',
  code: string,
) {
  await ctx.throttle('checkCodePerAccount', `user:${user.id}`);
  await consumeEmailCode(ctx.db, { email, purpose, code, userId: user.id }, ctx.clock());
}

/**
 * Binds an e-mail to the signed-in user with a `bind` code sent to it. Replacing a bound
 * address needs the login password too (ASVS 7.5.1). An address bound to another account is
 * refused, but only after the code proved the caller reads that mailbox, so the answer leaks
 * nothing to anyone else. Optionally sets the first login password in the same step. A change
 * of address ends the user's other sessions.
 */
export async function bindEmail(
  ctx: ServiceContext,
  userId: number,
  currentTokenHash: string,
  body: BindEmailBody,
) {
  const user = await loadUser(ctx.db, userId);
  if (body.password !== undefined && user.passwordHash)
    throw new AppError('invalidInput', 'passwordAlreadySet');
  if (user.email && user.email !== body.email && user.passwordHash) {
    if (body.login_password === undefined) {
      throw new AppError('invalidInput', 'passwordRequired', { field: 'login_password' });
    }
    await checkLoginPassword(ctx, user, body.login_password, 'loginPasswordWrong');
  }
  await checkUserCode(ctx, user, body.email, 'bind', body.code);

  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, body.email), ne(users.id, userId)))
    .limit(1);
  if (other) throw emailTaken();
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  try {
    await ctx.db
      .update(users)
      .set({
        email: body.email,
        ...(passwordHash ? { passwordHash } : {}),
        ...securityChange(user.email !== null && user.email !== body.email, ctx.clock()),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  // A changed address ends every other session (whoever took the old one is signed out).
  if (user.email && user.email !== body.email) await revokeUserSessions(ctx.db, userId, currentTokenHash);
  return { email: body.email };
}

/**
 * Sets or changes the login password. A set password is proven by itself or by a `password`
 * code; the first one needs the code (and so a bound e-mail). Every other session of the
 * user ends (ASVS 7.4.3).
 */
export async function changePassword(
  ctx: ServiceContext,
  userId: number,
  currentTokenHash: string,
  body: ChangePasswordBody,
) {
  const user = await loadUser(ctx.db, userId);
  if (user.passwordHash && body.old_password !== undefined) {
    await checkLoginPassword(ctx, user, body.old_password, 'oldPasswordWrong');
  } else if (!user.email) {
    throw new AppError('forbidden', 'bindEmailFirst');
  } else if (body.code !== undefined) {
    await checkUserCode(ctx, user, user.email, 'password', body.code);
  } else {
    throw new AppError('invalidInput', user.passwordHash ? 'passwordOrCodeRequired' : 'codeRequired');
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db
    .update(users)
    .set({ passwordHash, ...securityChange(user.passwordHash !== null, ctx.clock()) })
    .where(eq(users.id, userId));
  await revokeUserSessions(ctx.db, userId, currentTokenHash);
}

/**
 * Forgot password: a `reset` code sent to the address, then the new password. Every session
 * of the account ends. An unknown address fails exactly like a wrong code.
 */
export async function resetPassword(ctx: ServiceContext, body: ResetPasswordBody) {
  await ctx.throttle('checkCodePerAccount', `email:${body.email}`);
  await consumeEmailCode(ctx.db, { email: body.email, purpose: 'reset', code: body.code }, ctx.clock());
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw new AppError('invalidInput', 'codeInvalid');
  const passwordHash = await hashPassword(body.password);
  // A reset replaces a password (or sets one for an address that had none): a security change
  // either way, as an e-mail takeover followed by a reset is the attack the hold is for.
  await ctx.db
    .update(users)
    .set({ passwordHash, ...securityChange(true, ctx.clock()) })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.db, user.id);
}

/** Changes the nickname (already trimmed and checked: 1–10 characters). */
export async function setNickname(ctx: ServiceContext, userId: number, nickname: string) {
  await ctx.db.update(users).set({ nickname }).where(eq(users.id, userId));
  return { nickname };
}
