import type { MessageKey } from './messages.ts';

/** HTTP status of each kind of failure; the envelope's `code` carries the same number. */
export const ERROR_STATUS = {
  invalidInput: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** The envelope code for success (spec section 7: code 200 is success). */
export const SUCCESS_CODE = 200;

/** A rule broken by a request: the status to answer with and the message to show. */
export interface RuleViolation {
  kind: ErrorKind;
  message: MessageKey;
}
