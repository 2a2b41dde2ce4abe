import { lazySchema } from '@yuanlong/shared/lazy-schema';
import { type UserInfo, userInfoSchema } from '@yuanlong/shared/user';
import { getToken } from './token.ts';

/** sessionStorage key of the signed-in user's coin data (spec section 9), painted on a reload. */
export const COINS_KEY = 'coins';

/** The coin data kept: available and frozen balances per coin. */
export type StoredCoins = Pick<UserInfo, 'coins' | 'frozen_coins'>;

const storedSchema = lazySchema(() => userInfoSchema.pick({ coins: true, frozen_coins: true }));

/** A short fingerprint of the session (FNV-1a), so one session's balances never paint another's. */
function sessionMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** Keeps the user's coin data for this tab's session, after each read of the user's info. */
export function storeCoins(user: StoredCoins): void {
  const token = getToken();
  if (!token) return;
  try {
    const kept = { session: sessionMark(token), coins: user.coins, frozen_coins: user.frozen_coins };
    sessionStorage.setItem(COINS_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked: a reload waits for the server's answer instead.
  }
}

/** The coin data kept for the current session, or undefined (none, another session's, unreadable). */
export function storedCoins(): StoredCoins | undefined {
  const token = getToken();
  if (!token) return undefined;
  try {
    const kept = JSON.parse(sessionStorage.getItem(COINS_KEY) ?? 'null') as { session?: unknown } | null;
    if (!kept || kept.session !== sessionMark(token)) return undefined;
    const parsed = storedSchema.safeParse(kept);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
