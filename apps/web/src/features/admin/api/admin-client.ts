import { HEADERS, REQUEST_TIMEOUT_MS } from '@yuanlong/shared/http';
import { languageHeaderOf } from '@yuanlong/shared/locales';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLocale, i18n } from '../../../lib/i18n.ts';

/**
 * The operators' console talks to /api/admin/* with the operator's own token, kept for the tab
 * only (sessionStorage): never the player's token, and a console left closed is signed out.
 */
const TOKEN_KEY = 'yl-operator-token';

export const operatorToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

const UNAUTHORIZED = 401;

/**
 * Calls an operator route and resolves with the envelope's data (checked by `schema`); rejects with
 * ApiError carrying the server's message. A 401 forgets the token (the session ended).
 */
export async function adminRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const headers = new Headers({ [HEADERS.language]: languageHeaderOf(currentLocale()) });
  const token = operatorToken.get();
  if (token) headers.set(HEADERS.authorization, `Bearer ${token}`);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  let envelope: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    const response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    envelope = await response.json();
  } catch {
    throw new ApiError(0, i18n.t('error.server'));
  }
  const code = typeof envelope.code === 'number' ? envelope.code : 500;
  const msg = typeof envelope.msg === 'string' ? envelope.msg : i18n.t('error.server');
  if (code === UNAUTHORIZED) operatorToken.clear();
  if (code !== 200) throw new ApiError(code, msg);
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(500, i18n.t('error.server'));
  return parsed.data;
}
