import { useUserInfo } from '../../lib/user-info.ts';
import { useCartEntries } from './cart-store.ts';

/** The signed-in account's id and cart (no id and an empty cart while logged out or loading). */
export function useCart() {
  const user = useUserInfo().data;
  const userId = user?.userid;
  return { userId, user, entries: useCartEntries(userId) };
}
