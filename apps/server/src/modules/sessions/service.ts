import type { UserSession } from '@yuanlong/shared/sessions';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { deviceOf, maskIp } from './device.ts';

/** The user's live sessions, the most recently used first, the asking one marked. */
export async function listSessions(db: Db, userId: number, currentTokenHash: string): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...deviceOf(row.userAgent),
    ip: maskIp(row.ip),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.tokenHash === currentTokenHash,
  }));
}

/**
 * Ends one of the user's other sessions: its token stops working at once. The current one is
 * ended by logging out; another user's session, or one already ended, is "not found".
 */
export async function endSession(db: Db, userId: number, sessionId: number, currentTokenHash: string) {
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (row?.tokenHash === currentTokenHash) throw new AppError('invalidInput', 'sessionIsCurrent');
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError('notFound', 'sessionNotFound');
}
