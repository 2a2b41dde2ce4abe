import { randomBytes } from 'node:crypto';
import type { NewOperator, Operator, OperatorLoginBody, OperatorRole } from '@yuanlong/shared/operators';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { isUniqueViolation } from '../account/users.ts';
import { hashToken } from '../auth/session-service.ts';
import { audit } from './audit.ts';

/** An operator session lasts this long after its last use… */
export const OPERATOR_IDLE_MS = 30 * 60_000;
/** …and never longer than this after its sign-in. */
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60_000;

/** Who acts, as the audit log records it: an operator (null: the command line) from an address. */
export interface Actor {
  operatorId: number | null;
  ip: string;
}

type OperatorRow = typeof operators.$inferSelect;

function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    name: row.name,
    role: row.role as OperatorRole,
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}

/** Adds an operator with a new password and authenticator key, shown once; audited. */
export async function addOperator(
  db: Db,
  input: { name: string; role: OperatorRole },
  by: Actor,
): Promise<NewOperator> {
  const password = randomBytes(15).toString('base64url');
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  try {
    const row = await inTransaction(db, async (tx) => {
      const [created] = await tx
        .insert(operators)
        .values({ name: input.name, passwordHash, totpSecret: secret, role: input.role })
        .returning();
      await audit(tx, {
        ...by,
        action: 'operator.add',
        target: `operator:${created!.name}`,
        after: { role: input.role },
      });
      return created!;
    });
    const uri = totpUri(secret, row.name);
    return {
      operator: operatorView(row),
      password,
      otpauth_uri: uri,
      otpauth_qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'operatorExists');
    throw error;
  }
}

/**
 * Signs an operator in with name, password and a fresh authenticator code (each code once).
 * Any mismatch is the same refusal, audited with the name that was tried.
 */
export async function signInOperator(ctx: ServiceContext, body: OperatorLoginBody, ip: string) {
  await ctx.throttle('signInPerIp', ip);
  await ctx.throttle('signInPerAccount', `operator:${body.name}`);
  const now = ctx.clock();
  const [row] = await ctx.db.select().from(operators).where(eq(operators.name, body.name));
  const passwordOk = await verifyPassword(row?.passwordHash, body.password);
  const step = row && passwordOk ? totpStep(row.totpSecret, body.code, now.getTime()) : null;
  const live = row && !row.disabledAt && step !== null;
  const session = live
    ? await inTransaction(ctx.db, async (tx) => {
        // The code's step must be newer than the last accepted: a code works once.
        const [taken] = await tx
          .update(operators)
          .set({ totpCounter: step })
          .where(and(eq(operators.id, row.id), lt(operators.totpCounter, step)))
          .returning({ id: operators.id });
        if (!taken) return undefined;
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(now.getTime() + OPERATOR_IDLE_MS);
        await tx
          .insert(operatorSessions)
          .values({ tokenHash: hashToken(token), operatorId: row.id, expiresAt });
        await audit(tx, { operatorId: row.id, ip, action: 'signin', target: `operator:${row.name}` });
        return { token, expires_at: expiresAt.toISOString(), operator: operatorView(row) };
      })
    : undefined;
  if (!session) {
    await audit(ctx.db, { operatorId: null, ip, action: 'signin.failed', target: `operator:${body.name}` });
    throw new AppError('unauthorized', 'operatorSignInFailed');
  }
  return session;
}

/** The signed-in operator of a token, its session slid forward (within its maximum); undefined if none. */
export async function findOperatorSession(db: Db, token: string, now: Date) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      operator: operators,
      createdAt: operatorSessions.createdAt,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    );
  if (!row) return undefined;
  const slid = Math.min(now.getTime() + OPERATOR_IDLE_MS, row.createdAt.getTime() + OPERATOR_SESSION_MAX_MS);
  // Written at most once a minute per session.
  if (slid - row.expiresAt.getTime() > 60_000) {
    await db
      .update(operatorSessions)
      .set({ expiresAt: new Date(slid) })
      .where(eq(operatorSessions.tokenHash, tokenHash));
  }
  return { operator: operatorView(row.operator), tokenHash };
}

/** Ends an operator's session. */
export async function signOutOperator(db: Db, tokenHash: string, by: Actor, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(eq(operatorSessions.tokenHash, tokenHash));
    await audit(tx, { ...by, action: 'signout' });
  });
}

/** Every operator, oldest first. */
export async function listOperators(db: Db): Promise<Operator[]> {
  return (await db.select().from(operators).orderBy(asc(operators.id))).map(operatorView);
}

/**
 * Changes another operator's role or disables / enables them; a disabled operator's sessions end.
 * Audited with the state before and after.
 */
export async function changeOperator(
  db: Db,
  id: number,
  change: { role?: OperatorRole; disabled?: boolean },
  by: Actor,
  now: Date,
): Promise<Operator> {
  if (id === by.operatorId) throw new AppError('forbidden', 'operatorSelf');
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!before) throw new AppError('notFound');
    const disabledAt =
      change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? now) : null;
    const [after] = await tx
      .update(operators)
      .set({ role: change.role ?? before.role, disabledAt })
      .where(eq(operators.id, id))
      .returning();
    if (disabledAt) {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.revokedAt)));
    }
    const state = (row: OperatorRow) => ({ role: row.role, disabled: row.disabledAt !== null });
    await audit(tx, {
      ...by,
      action: 'operator.change',
      target: `operator:${before.name}`,
      before: state(before),
      after: state(after!),
    });
    return operatorView(after!);
  });
}
