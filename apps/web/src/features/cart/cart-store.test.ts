import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, readCart, removeFromCart, repriceInCart } from './cart-store.ts';
import { testEntry } from './test-entry.ts';

describe('the cart store', () => {
  afterEach(() => localStorage.clear());

  it('keeps one cart per account in localStorage, survives a re-read, and ignores damaged entries', () => {
    addToCart(7, testEntry(1));
    addToCart(7, testEntry(2));
    addToCart(8, testEntry(3));
    expect(readCart(7).map((e) => e.id)).toEqual([1, 2]);
    expect(readCart(8).map((e) => e.id)).toEqual([3]);
    expect(readCart(undefined)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('yl.cart.7')!)).toHaveLength(2);
    // The same array while nothing changed (useSyncExternalStore needs that).
    expect(readCart(7)).toBe(readCart(7));

    repriceInCart(7, 2, '150', 'META');
    expect(readCart(7)[1]).toMatchObject({ id: 2, price: '150', coin: 'META' });
    removeFromCart(7, [1]);
    expect(readCart(7).map((e) => e.id)).toEqual([2]);

    localStorage.setItem(
      'yl.cart.9',
      JSON.stringify([testEntry(4), { id: 'x' }, { ...testEntry(5), price: '1.5' }]),
    );
    expect(readCart(9).map((e) => e.id)).toEqual([4]);
    localStorage.setItem('yl.cart.9', '{not json');
    expect(readCart(9)).toEqual([]);
  });

  it('holds at most 30 listings, and the same asset once', () => {
    for (let id = 1; id <= 30; id += 1) expect(addToCart(1, testEntry(id))).toBe(true);
    expect(addToCart(1, testEntry(31))).toBe(false);
    expect(addToCart(1, testEntry(5, '999'))).toBe(true);
    expect(readCart(1)).toHaveLength(30);
    expect(readCart(1).at(-1)).toMatchObject({ id: 5, price: '999' });
  });
});
