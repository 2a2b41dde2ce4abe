/** Code of an ApiError for a call that got no answer at all (network failure, timeout). */
export const NO_RESPONSE_CODE = 0;

/** A failed API call: the envelope's (or HTTP) code and the message shown to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;

  constructor(code: number, msg: string) {
    super(msg);
    this.code = code;
    this.msg = msg;
  }
}
