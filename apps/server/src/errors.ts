import { ERROR_STATUS, type ErrorKind } from '@yuanlong/shared/errors';
import type { MessageKey } from '@yuanlong/shared/messages';

/**
 * The one error type of the server: a kind (which fixes the HTTP status and envelope code)
 * and a translatable message. Services throw it; the HTTP layer maps it in one place.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: MessageKey = kind,
    readonly params: Record<string, string> = {},
    /** For 429: seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfterS?: number,
  ) {
    super(`${kind}: ${messageKey}`);
    this.status = ERROR_STATUS[kind];
  }
}

/** A 429 naming when to retry; the message gets `{seconds}` and `{minutes}`. */
export function tooManyRequests(retryAfterMs: number, messageKey: MessageKey = 'tryAgainIn'): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'tooManyRequests',
    messageKey,
    { seconds: String(seconds), minutes: String(Math.ceil(seconds / 60)) },
    seconds,
  );
}

/** Input that breaks a rule, naming the field. */
export function invalidInput(field: string, messageKey: MessageKey = 'invalidInput'): AppError {
  return new AppError('invalidInput', messageKey, { field });
}
