import { z } from 'zod';

/** Every `/api/*` answer: `{code, msg, data}`; code 200 is success (spec section 7). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** An answer that carries no data (errors, and actions with nothing to return). */
export const emptyEnvelope = envelopeOf(z.null());

export type Envelope<T> = { code: number; msg: string; data: T };
