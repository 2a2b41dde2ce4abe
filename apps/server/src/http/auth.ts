import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import {
  findSession,
  isFrozenAccountToken,
  noteSessionSeen,
  type SessionClient,
} from '../modules/auth/session-service.ts';

export interface SessionUser {
  userId: number;
  tokenHash: string;
  /** The session's id (GET /api/user/sessions); set by requireUser (the feed's own check skips it). */
  sessionId?: number;
}

/** The device and address of a request, as sessions note them. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? '', ip: request.ip };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** A preHandler that answers 401 unless the request carries a live session token. */
export function requireUser(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) {
      // A frozen account's sessions were ended: 401 as for any ended session (the web signs the
      // player out and shows the message), with the reason as the message.
      if (token && (await isFrozenAccountToken(db, token)))
        throw new AppError('unauthorized', 'accountFrozen');
      throw new AppError('unauthorized');
    }
    await request.server.countAccountWrite(request, session.userId);
    await noteSessionSeen(db, session, sessionClient(request));
    request.user = session;
  };
}

/** A preHandler that sets request.user when the request carries a live session, and never refuses. */
export function optionalUser(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.user = token ? await findSession(db, token) : undefined;
  };
}
