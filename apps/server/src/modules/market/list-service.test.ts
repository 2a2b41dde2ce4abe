import { describe, expect, it } from 'vitest';
import { cardKeys } from './list-service.ts';

describe('cardKeys', () => {
  it("reads a card's listing id and price, not a name that quotes them", () => {
    const card = JSON.stringify({
      listing_id: 42,
      id: 8,
      name: '"price":"1","listing_id":7',
      price: '1344130000000000000000',
      coin: 'MDS',
    });
    expect(cardKeys(card)).toEqual({ listingId: 42, price: 1344130000000000000000n });
  });
});
