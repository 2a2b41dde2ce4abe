import { captchaPuzzleSchema } from '@yuanlong/shared/captcha';
import { apiGet } from '../../lib/api-client.ts';

/** GET /api/captcha/puzzle: a new slider puzzle (background with a hole, and the piece). */
export function getPuzzle(signal?: AbortSignal) {
  return apiGet('/api/captcha/puzzle', { schema: captchaPuzzleSchema, signal });
}
