/** Code of an ApiError for a call that got no answer at all (network failure, timeout). */
export const NO_RESPONSE_CODE = 0;

/** A failed API call: the envelope's (or HTTP) code and the message shown to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  /** The server asks for the second factor's code (header `x-second-factor: required`). */
  readonly secondFactor: boolean;

  constructor(code: number, msg: string, secondFactor = false) {
    super(msg);
    this.code = code;
    this.msg = msg;
    this.secondFactor = secondFactor;
  }
}
