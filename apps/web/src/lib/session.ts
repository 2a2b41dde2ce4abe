/** sessionStorage key of the chosen game server (spec section 9); sent as the Serverid header. */
export const SERVER_ID_KEY = 'serverid';

/** The chosen game server id, or '' when none is chosen. */
export function getServerId(): string {
  try {
    return sessionStorage.getItem(SERVER_ID_KEY) ?? '';
  } catch {
    // Storage can be blocked (privacy settings); the call then goes without a server.
    return '';
  }
}

/** Forgets the chosen game server (logout). */
export function clearServerId(): void {
  try {
    sessionStorage.removeItem(SERVER_ID_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
