import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** SHA-256 of a token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the opaque 256-bit token (shown to the client once). */
export async function createSession(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The live (not revoked, not expired) session of a token. */
export async function findSession(db: Db, token: string) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row ? { userId: row.userId, tokenHash } : undefined;
}

/** Ends a session on the server: its token is useless from now on. */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except the one given (after a password change). */
export async function revokeUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
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
