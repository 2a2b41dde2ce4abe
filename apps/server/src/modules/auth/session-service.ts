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
 * Replaces a session's token: the old one is revoked (atomically, so a token rotates once)
 * and a new session with a fresh lifetime begins. Undefined when the old one was not live.
 */
export async function rotateSession(
  db: Db,
  tokenHash: string,
  ttlMs: number,
): Promise<{ token: string; userId: number } | undefined> {
  const [old] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .returning({ userId: sessions.userId });
  if (!old) return undefined;
  return { token: await createSession(db, old.userId, ttlMs), userId: old.userId };
}
