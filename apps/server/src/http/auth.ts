import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findSession } from '../modules/auth/session-service.ts';

export interface SessionUser {
  userId: number;
  tokenHash: string;
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
    if (!session) throw new AppError('unauthorized');
    request.server.countAccountWrite(request, session.userId);
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
