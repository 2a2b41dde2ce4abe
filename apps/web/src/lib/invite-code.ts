/** sessionStorage key of the invite code from a share link (/login?invite=CODE), kept until the first sign-in. */
export const INVITE_CODE_KEY = 'invite_code';
const MAX_LENGTH = 32;

/** Keeps the `invite` parameter of a URL's query for the next wallet sign-in; returns the code kept. */
export function captureInviteCode(search: string): string {
  const code = new URLSearchParams(search).get('invite')?.trim() ?? '';
  if (!code || code.length > MAX_LENGTH) return getInviteCode();
  try {
    sessionStorage.setItem(INVITE_CODE_KEY, code);
  } catch {
    // Storage can be blocked (privacy settings); the code then only works on this page view.
  }
  return code;
}

/** The kept invite code, or ''. */
export function getInviteCode(): string {
  try {
    return sessionStorage.getItem(INVITE_CODE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Forgets the invite code (after a sign-in: only the first one may use it). */
export function clearInviteCode(): void {
  try {
    sessionStorage.removeItem(INVITE_CODE_KEY);
  } catch {
    // Nothing kept when storage is blocked.
  }
}
