import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodePurpose, EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TTL_S } from '@yuanlong/shared/account';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

interface CodeTarget {
  email: string;
  purpose: CodePurpose;
  /** The signed-in user who asked; the code then works only for that user. */
  userId?: number;
}

/** The stored form of a code: bound to address and purpose, so it proves nothing elsewhere. */
function codeHash(email: string, purpose: CodePurpose, code: string): Buffer {
  return createHash('sha256').update(`${purpose}\n${email}\n${code}`).digest();
}

/**
 * A new six-digit code (CSPRNG, ~20 bits) for an address and purpose, valid 10 minutes and
 * once. Older unused codes for the same address and purpose stop working.
 */
export async function issueEmailCode(db: Db, target: CodeTarget, now: Date): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailCodes.email, target.email),
          eq(emailCodes.purpose, target.purpose),
          isNull(emailCodes.usedAt),
        ),
      );
    await tx.insert(emailCodes).values({
      email: target.email,
      purpose: target.purpose,
      userId: target.userId ?? null,
      codeHash: codeHash(target.email, target.purpose, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_S * 1000),
    });
  });
  return code;
}

/**
 * Uses up the live code of an address and purpose, or throws "wrong or expired". Every try
 * is counted before the comparison, in one atomic update, so even parallel guesses get at
 * most 5 tries at a code.
 */
export async function consumeEmailCode(db: Db, target: CodeTarget & { code: string }, now: Date) {
  const live = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, target.email),
        eq(emailCodes.purpose, target.purpose),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.id))
    .limit(1);
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(inArray(emailCodes.id, live), lt(emailCodes.attempts, EMAIL_CODE_MAX_TRIES)))
    .returning({ id: emailCodes.id, codeHash: emailCodes.codeHash, userId: emailCodes.userId });

  const matches =
    row !== undefined &&
    timingSafeEqual(Buffer.from(row.codeHash, 'hex'), codeHash(target.email, target.purpose, target.code)) &&
    row.userId === (target.userId ?? null);
  if (!matches) throw new AppError('invalidInput', 'codeInvalid');

  const used = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length !== 1) throw new AppError('invalidInput', 'codeInvalid');
}
