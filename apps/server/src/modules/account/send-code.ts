import { type CodePurpose, EMAIL_CODE_RESEND_S, EMAIL_CODE_TTL_S } from '@yuanlong/shared/account';
import type { Locale } from '@yuanlong/shared/locales';
import type { ServiceContext } from '../../context.ts';
import { AppError, invalidInput } from '../../errors.ts';
import { codeMail } from '../../mail/templates.ts';
import { consumeCaptchaToken } from '../captcha/service.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail, loadUser } from './users.ts';

export interface SendCodeInput {
  purpose: CodePurpose;
  email?: string;
  captchaToken: string;
  /** The signed-in user, when the request carries a live session. */
  userId?: number;
  locale: Locale;
}

/** Where a code goes, whom it is bound to, and whether a mail is really sent. */
async function target(ctx: ServiceContext, input: SendCodeInput) {
  if (input.purpose === 'reset') {
    // The same answer whether or not the address is registered; mail only when it is.
    const user = await findUserByEmail(ctx.db, input.email!);
    return { email: input.email!, userId: undefined, deliver: user !== undefined };
  }
  if (input.userId === undefined) throw new AppError('unauthorized');
  if (input.purpose === 'bind') return { email: input.email!, userId: input.userId, deliver: true };
  const user = await loadUser(ctx.db, input.userId);
  if (!user.email) throw new AppError('forbidden', 'bindEmailFirst');
  if (input.email !== undefined && input.email !== user.email) throw invalidInput('email');
  return { email: user.email, userId: input.userId, deliver: true };
}

/**
 * Sends an e-mail code after the captcha: at most one per address per minute (and 20 a
 * day). The code is stored hashed; its mail leaves through the outbox, so the answer does
 * not wait for, or depend on, the mail server.
 */
export async function sendEmailCode(ctx: ServiceContext, input: SendCodeInput) {
  const to = await target(ctx, input);
  await consumeCaptchaToken(ctx.db, input.captchaToken, ctx.clock());
  await ctx.throttle('sendCodePerAddress', to.email, 'codeSendTooOften');
  await ctx.throttle('sendCodePerAddressDaily', to.email);
  const mailOf = (code: string) =>
    codeMail(to.email, input.locale, input.purpose, code, EMAIL_CODE_TTL_S / 60);
  await issueEmailCode(
    ctx.db,
    { ...to, purpose: input.purpose },
    ctx.clock(),
    to.deliver ? mailOf : undefined,
  );
  if (to.deliver) ctx.outbox.kick();
  return { expires_in: EMAIL_CODE_TTL_S, resend_in: EMAIL_CODE_RESEND_S };
}
