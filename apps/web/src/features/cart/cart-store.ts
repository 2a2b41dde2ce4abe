import { COINS, type Coin } from '@yuanlong/shared/coins';
import { MARKET_BATCH_MAX } from '@yuanlong/shared/market-batch-limit';
import { useSyncExternalStore } from 'react';
import type { ListingRef } from '../../lib/listing-action.ts';

/** A listing in the cart: what the buyer saw when adding it (the price is the one confirmed). */
export type CartEntry = ListingRef;

/*
 * The cart lives in localStorage, one per account (`yl.cart.<userid>`), so it survives a reload
 * and another account on the same browser has its own. Other tabs' changes arrive through the
 * `storage` event.
 */
const PREFIX = 'yl.cart.';
const EMPTY: readonly CartEntry[] = [];
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; entries: readonly CartEntry[] }>();

const keyOf = (userId: number) => `${PREFIX}${userId}`;

function isEntry(value: unknown): value is CartEntry {
  const v = value as CartEntry;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isSafeInteger(v.id) &&
    typeof v.name === 'string' &&
    /^\d{1,60}$/.test(String(v.price)) &&
    COINS.includes(v.coin)
  );
}

/** The cart of an account (empty for none), the same array while it is unchanged. */
export function readCart(userId: number | undefined): readonly CartEntry[] {
  if (userId === undefined) return EMPTY;
  const key = keyOf(userId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage refused (private mode): the cart is empty.
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.entries;
  let entries: readonly CartEntry[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry);
  } catch {
    // A damaged entry: start again empty.
  }
  cache.set(key, { raw, entries });
  return entries;
}

function write(userId: number, entries: readonly CartEntry[]) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(entries));
  } catch {
    // Storage full or refused: the change lasts until reload.
    cache.set(keyOf(userId), { raw: JSON.stringify(entries), entries });
  }
  for (const listener of listeners) listener();
}

/** Adds a listing (at most MARKET_BATCH_MAX); the same asset again replaces its entry. False when full. */
export function addToCart(userId: number, entry: CartEntry): boolean {
  const now = readCart(userId).filter((e) => e.id !== entry.id);
  if (now.length >= MARKET_BATCH_MAX) return false;
  write(userId, [...now, entry]);
  return true;
}

export function removeFromCart(userId: number, ids: readonly number[]): void {
  write(
    userId,
    readCart(userId).filter((e) => !ids.includes(e.id)),
  );
}

/** Sets an entry's price and coin (the buyer accepted the listing's new price). */
export function repriceInCart(userId: number, id: number, price: string, coin: Coin): void {
  write(
    userId,
    readCart(userId).map((e) => (e.id === id ? { ...e, price, coin } : e)),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The account's cart, re-rendering on every change (also from another tab). */
export function useCartEntries(userId: number | undefined): readonly CartEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => readCart(userId),
    () => EMPTY,
  );
}
