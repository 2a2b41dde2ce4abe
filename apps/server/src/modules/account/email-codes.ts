import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type CodePurpose, EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TTL_S } from '@yuanlong/shared/account';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes, mailOutbox } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

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
 * once. Older unused codes for the same address and purpose stop working. The code's mail,
 * when there is one, is queued in the outbox by the same statement: a code is never stored
 * without its mail, and an address that gets no mail costs the same single round trip (so
 * the answer's timing does not tell whether it is registered).
 */
export async function issueEmailCode(
  db: Db,
  target: CodeTarget,
  now: Date,
  mailOf?: (code: string) => OutgoingMail,
): Promise<string> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const expiresAt = new Date(now.getTime() + EMAIL_CODE_TTL_S * 1000).toISOString();
  const at = now.toISOString();
  const mail = mailOf?.(code);
  await db.execute(sql`
    with spent as (
      update ${emailCodes} set used_at = ${at}::timestamptz
      where email = ${target.email} and purpose = ${target.purpose} and used_at is null
    ), issued as (
      insert into ${emailCodes} (email, purpose, user_id, code_hash, created_at, expires_at)
      values (${target.email}, ${target.purpose}, ${target.userId ?? null}::bigint,
        ${codeHash(target.email, target.purpose, code).toString('hex')}, ${at}::timestamptz,
        ${expiresAt}::timestamptz)
    )
    insert into ${mailOutbox} (to_address, subject, text, html, created_at, expires_at, next_attempt_at)
    select ${mail?.to ?? ''}::text, ${mail?.subject ?? ''}::text, ${mail?.text ?? ''}::text,
      ${mail?.html ?? ''}::text, ${at}::timestamptz, ${expiresAt}::timestamptz, ${at}::timestamptz
    where ${mail !== undefined}::boolean`);
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
