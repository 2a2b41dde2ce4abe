import { type Operator, type OperatorRole, roleAllows } from '@yuanlong/shared/operators';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { bearerToken } from '../../http/auth.ts';
import type { Clock } from '../../lib/clock.ts';
import { findSession } from '../auth/session-service.ts';
import { findOperatorSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator (set by requireOperator). */
    operator: (Operator & { tokenHash: string }) | undefined;
  }
}

/**
 * A hook for operator routes (on request): 401 without an operator session, 403 for a player's token
 * (players never reach the console) and for an operator whose role is below `needed`.
 */
export function requireOperator(db: Db, clock: Clock, needed: OperatorRole) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await findOperatorSession(db, token, clock()) : undefined;
    if (!found) {
      if (token && (await findSession(db, token))) throw new AppError('forbidden', 'operatorOnly');
      throw new AppError('unauthorized');
    }
    if (!roleAllows(found.operator.role, needed)) throw new AppError('forbidden', 'operatorRoleTooLow');
    request.operator = { ...found.operator, tokenHash: found.tokenHash };
  };
}

/** The signed-in operator of a request that passed requireOperator. */
export function operatorOf(request: FastifyRequest): Operator & { tokenHash: string } {
  if (!request.operator) throw new AppError('unauthorized');
  return request.operator;
}
