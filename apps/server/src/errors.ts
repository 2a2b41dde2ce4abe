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
  ) {
    super(`${kind}: ${messageKey}`);
    this.status = ERROR_STATUS[kind];
  }
}

/** Input that breaks a rule, naming the field. */
export function invalidInput(field: string, messageKey: MessageKey = 'invalidInput'): AppError {
  return new AppError('invalidInput', messageKey, { field });
}
