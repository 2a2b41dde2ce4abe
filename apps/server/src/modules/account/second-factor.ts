import { createHash, randomBytes } from 'node:crypto';
import type { SecondFactorSetup } from '@yuanlong/shared/second-factor';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { totpRecoveryCodes, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { securityChange } from './security-hold.ts';
import { loadUser } from './users.ts';

/** How many recovery codes confirming the set-up answers (once). */
export const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

type SecondFactorUser = { id: number; totpSecret: string | null; totpEnabledAt: Date | null };

/** A recovery code: 10 base32 characters (50 random bits), shown as `XXXXX-XXXXX`. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => BASE32[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * SHA-256 of a recovery code without dashes, spaces or case. SHA-256 and not argon2: the codes
 * are random with 50 bits each, so a slow hash would add nothing against guessing from a leak.
 */
function recoveryHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}

/** The name an authenticator app shows for the account: its e-mail, else its wallet address. */
function accountLabel(user: { id: number; email: string | null; address: string | null }): string {
  return user.email ?? user.address ?? `user ${user.id}`;
}

/**
 * Starts (or restarts) the set-up: a new secret, stored but not yet in force, answered as an
 * otpauth:// URI, its QR code (SVG) and the key as text. Refused while the second factor is on.
 */
export async function startSecondFactor(ctx: ServiceContext, userId: number): Promise<SecondFactorSetup> {
  const secret = newTotpSecret();
  const [started] = await ctx.db
    .update(users)
    .set({ totpSecret: secret, totpStep: 0 })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id, email: users.email, address: users.address });
  if (!started) throw new AppError('conflict', 'secondFactorAlreadyOn');
  const uri = totpUri(secret, accountLabel(started));
  return { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

/**
 * Confirms the set-up with a code of the new secret: the second factor is on, the 24-hour hold
 * on withdrawals starts, and ten recovery codes are answered, this once (only hashes are kept).
 */
export async function confirmSecondFactor(
  ctx: ServiceContext,
  userId: number,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const user = await loadUser(ctx.db, userId);
  if (user.totpEnabledAt) throw new AppError('conflict', 'secondFactorAlreadyOn');
  if (!user.totpSecret) throw new AppError('invalidInput', 'secondFactorNotStarted');
  await ctx.throttle('checkCodePerAccount', `totp:${userId}`);
  const now = ctx.clock();
  const step = totpStep(user.totpSecret, code, now.getTime());
  if (step === null) throw new AppError('invalidInput', 'secondFactorWrong');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await inTransaction(ctx.db, async (tx) => {
    const [on] = await tx
      .update(users)
      .set({ totpEnabledAt: now, totpStep: step, ...securityChange(true, now) })
      .where(
        and(
          eq(users.id, userId),
          eq(users.totpSecret, user.totpSecret!),
          isNull(users.totpEnabledAt),
          lt(users.totpStep, step),
        ),
      )
      .returning({ id: users.id });
    if (!on) throw new AppError('invalidInput', 'secondFactorWrong');
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
    await tx.insert(totpRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(c) })));
  });
  return { recovery_codes: codes };
}

/** Turns the second factor off (a current code or a recovery code needed); starts the 24-hour hold. */
export async function disableSecondFactor(ctx: ServiceContext, userId: number, code: string): Promise<void> {
  const user = await loadUser(ctx.db, userId);
  if (!user.totpEnabledAt) throw new AppError('conflict', 'secondFactorNotOn');
  await checkSecondFactor(ctx, user, code);
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpStep: 0, ...securityChange(true, ctx.clock()) })
      .where(eq(users.id, userId));
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  });
}

/**
 * Checks the second factor of a user who has it on (nothing otherwise): a six-digit code of a
 * newer time step than the last accepted (set in the same conditional update, so a code works
 * once even in parallel), or a recovery code (deleted as it is used). A missing code is
 * `secondFactorRequired` (the web then shows the field), a wrong or used one `secondFactorWrong`.
 */
export async function checkSecondFactor(
  ctx: ServiceContext,
  user: SecondFactorUser,
  code: string | undefined,
): Promise<void> {
  if (!user.totpEnabledAt || !user.totpSecret) return;
  if (!code) throw new AppError('forbidden', 'secondFactorRequired');
  await ctx.throttle('checkCodePerAccount', `totp:${user.id}`);
  if (!(await acceptCode(ctx.db, user, code.trim(), ctx.clock()))) {
    throw new AppError('forbidden', 'secondFactorWrong');
  }
}

async function acceptCode(db: Db, user: SecondFactorUser, code: string, now: Date): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(user.totpSecret!, code, now.getTime());
    if (step === null) return false;
    const taken = await db
      .update(users)
      .set({ totpStep: step })
      .where(and(eq(users.id, user.id), isNotNull(users.totpEnabledAt), lt(users.totpStep, step)))
      .returning({ id: users.id });
    return taken.length === 1;
  }
  const used = await db
    .delete(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, user.id), eq(totpRecoveryCodes.codeHash, recoveryHash(code))))
    .returning({ userId: totpRecoveryCodes.userId });
  return used.length === 1;
}
