import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** SHA-256 of a token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who opened a session: the browser's user agent and the client's address. */
export interface SessionClient {
  userAgent: string;
  ip: string;
}

const NO_CLIENT: SessionClient = { userAgent: '', ip: '' };
/** A session's device and address are noted again when the last note is older than this. */
const SEEN_EVERY_MS = 5 * 60_000;

/**
 * Starts a session; returns the opaque 256-bit token (shown to the client once) and the session's id.
 * A frozen account gets none (every way of signing in ends here).
 */
export async function openSession(db: Db, userId: number, ttlMs: number, client: SessionClient = NO_CLIENT) {
  const [user] = await db.select({ frozenAt: users.frozenAt }).from(users).where(eq(users.id, userId));
  if (user?.frozenAt) throw new AppError('forbidden', 'accountFrozen');
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + ttlMs),
      userAgent: client.userAgent.slice(0, 512),
      ip: client.ip,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return { token, id: row!.id, expiresAt: row!.expiresAt };
}

/** Starts a session; returns the opaque 256-bit token (shown to the client once). */
export async function createSession(
  db: Db,
  userId: number,
  ttlMs: number,
  client: SessionClient = NO_CLIENT,
): Promise<string> {
  return (await openSession(db, userId, ttlMs, client)).token;
}

/** The live (not revoked, not expired) session of a token. */
export async function findSession(db: Db, token: string) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, id: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row ? { userId: row.userId, tokenHash, sessionId: row.id, lastSeenAt: row.lastSeenAt } : undefined;
}

/** Notes that a session was used now, from this device and address (at most every few minutes). */
export async function noteSessionSeen(
  db: Db,
  session: { tokenHash: string; lastSeenAt: Date },
  client: SessionClient,
  now = new Date(),
): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, ip: client.ip, userAgent: client.userAgent.slice(0, 512) })
    .where(eq(sessions.tokenHash, session.tokenHash));
}

/**
 * True when `token` was a session of an account frozen since: the account's next action is refused
 * with "frozen" rather than a bare sign-in prompt.
 */
export async function isFrozenAccountToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ frozenAt: users.frozenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return Boolean(row?.frozenAt);
}

/** Ends a session on the server: its token is useless from now on. */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except the one given (after a password change). */
export async function revokeUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Renews a live session (sliding expiry): the token is replaced and the lifetime starts again,
 * in place, so the session keeps its identity (its row, device and start). One atomic update:
 * of simultaneous renewals with one token only the first matches, and the old token stops
 * working. Undefined when the old one was not live.
 */
export async function rotateSession(
  db: Db,
  tokenHash: string,
  ttlMs: number,
  now: Date = new Date(),
): Promise<{ token: string; userId: number; expiresAt: Date } | undefined> {
  const token = randomBytes(32).toString('base64url');
  const [renewed] = await db
    .update(sessions)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs) })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
  return renewed ? { token, ...renewed } : undefined;
}
