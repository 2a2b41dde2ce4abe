import { redirect } from 'react-router';
import { getToken } from '../lib/token.ts';

// Spec section 2: without a token only home, login and marketplace are open (and /forget, which
// is how a player who cannot log in gets back in).
const OPEN_PATHS: ReadonlySet<string> = new Set(['/', '/login', '/forget', '/marketplace']);

// Routes match case-insensitively and ignore a trailing slash; so does the guard.
function normalize(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

// The pages players share (an asset's, with its preview): a visitor signs in and comes back to it.
const SHARED_PATHS: ReadonlySet<string> = new Set(['/carddetail', '/dragondetail']);

/**
 * Where the route guard sends a visit, or null to let it through. A shared page's visitor goes to
 * /login with the page to come back to (`next`, see `afterSignIn`).
 */
export function guardRedirect(pathname: string, hasToken: boolean, search = ''): string | null {
  const path = normalize(pathname);
  if (hasToken) return path === '/login' ? '/Account' : null;
  if (OPEN_PATHS.has(path)) return null;
  return SHARED_PATHS.has(path) ? `/login?next=${encodeURIComponent(pathname + search)}` : '/login';
}

/**
 * Where a sign-in on the page with query `search` goes: the shared page the visitor came from
 * (`next`, a path of this site only), else the account.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  const path = next?.split('?')[0];
  return next && path && SHARED_PATHS.has(normalize(path)) ? next : '/Account';
}

/** Root route loader: applies the guard on every navigation. */
export function guardLoader({ request }: { request: Request }): null {
  const url = new URL(request.url);
  const target = guardRedirect(url.pathname, Boolean(getToken()), url.search);
  if (target) throw redirect(target);
  return null;
}
