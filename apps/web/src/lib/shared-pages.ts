// Routes match case-insensitively and ignore a trailing slash; so do the guard and the sign-in.
export function normalizePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

// The pages players share (an asset's, with its preview): a visitor signs in and comes back to it.
const SHARED_PATHS: ReadonlySet<string> = new Set(['/carddetail', '/dragondetail']);

/** Whether `pathname` is a page players share. */
export function isSharedPage(pathname: string): boolean {
  return SHARED_PATHS.has(normalizePath(pathname));
}

/**
 * Where a sign-in on the page with query `search` goes: the shared page the visitor came from
 * (`next`, a path of this site only), else the account.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  const path = next?.split('?')[0];
  return next && path && isSharedPage(path) ? next : '/Account';
}
