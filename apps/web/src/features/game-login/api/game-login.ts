import { gameLoginSchema } from '@yuanlong/shared/game-login';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/user/game-login/{code}: the server and role a code would log in (quiet: the page shows why not). */
export function previewGameLogin(code: string, signal?: AbortSignal) {
  return apiGet(`/api/user/game-login/${encodeURIComponent(code)}`, {
    schema: gameLoginSchema,
    signal,
    quiet: true,
  });
}

/** POST /api/user/game-login: lets the user's role on the code's server into the game. */
export function confirmGameLogin(code: string) {
  return apiPost('/api/user/game-login', { body: { code }, schema: gameLoginSchema, quiet: true });
}
