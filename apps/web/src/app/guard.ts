import { redirect } from 'react-router';
import { isSharedPage, normalizePath as normalize } from '../lib/shared-pages.ts';
import { getToken } from '../lib/token.ts';

// Spec section 2: without a token only home, login and marketplace are open (and /forget, which
// is how a player who cannot log in gets back in).
const OPEN_PATHS: ReadonlySet<string> = new Set(['/', '/login', '/forget', '/marketplace']);

/**
 * Where the route guard sends a visit, or null to let it through. A shared page's visitor goes to
 * /login with the page to come back to (`next`, see `afterSignIn` in lib/shared-pages.ts).
 */
export function guardRedirect(pathname: string, hasToken: boolean, search = ''): string | null {
  const path = normalize(pathname);
  if (hasToken) return path === '/login' ? '/Account' : null;
  if (OPEN_PATHS.has(path)) return null;
  return isSharedPage(path) ? `/login?next=${encodeURIComponent(pathname + search)}` : '/login';
}

/** Root route loader: applies the guard on every navigation. */
export function guardLoader({ request }: { request: Request }): null {
  const url = new URL(request.url);
  const target = guardRedirect(url.pathname, Boolean(getToken()), url.search);
  if (target) throw redirect(target);
  return null;
}
