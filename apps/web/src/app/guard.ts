import { redirect } from 'react-router';
import { getToken } from '../lib/token.ts';

// Spec section 2: without a token only home, login and marketplace are open (and /forget, which
// is how a player who cannot log in gets back in).
const OPEN_PATHS: ReadonlySet<string> = new Set(['/', '/login', '/forget', '/marketplace']);

// Routes match case-insensitively and ignore a trailing slash; so does the guard.
function normalize(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Where the route guard sends a visit, or null to let it through. */
export function guardRedirect(pathname: string, hasToken: boolean): string | null {
  const path = normalize(pathname);
  if (hasToken) return path === '/login' ? '/Account' : null;
  return OPEN_PATHS.has(path) ? null : '/login';
}

/** Root route loader: applies the guard on every navigation. */
export function guardLoader({ request }: { request: Request }): null {
  const target = guardRedirect(new URL(request.url).pathname, Boolean(getToken()));
  if (target) throw redirect(target);
  return null;
}
