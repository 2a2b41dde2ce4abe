import type { EmailLoginBody } from '@yuanlong/shared/auth';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { checkSecondFactor } from '../account/second-factor.ts';
import { findUserByEmail } from '../account/users.ts';
import { consumeCaptchaToken } from '../captcha/service.ts';

/**
 * E-mail + password sign-in for an account that bound an e-mail (accounts are created by
 * wallet sign-in). Unknown address, no password yet, or a wrong password: the same answer,
 * after the same argon2 work, so neither reply nor timing tells whether an address is known.
 * With the second factor on, a right password still needs a code (a new captcha for the retry).
 */
export async function emailSignIn(ctx: ServiceContext, body: EmailLoginBody): Promise<{ userId: number }> {
  await consumeCaptchaToken(ctx.db, body.captcha_token, ctx.clock());
  await ctx.throttle('signInPerAccount', `email:${body.email}`);
  const user = await findUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(user?.passwordHash, body.password);
  if (!valid || !user) throw new AppError('invalidInput', 'loginFailed');
  await checkSecondFactor(ctx, user, body.totp_code);
  return { userId: user.id };
}
