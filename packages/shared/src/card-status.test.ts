import { describe, expect, it } from 'vitest';
import { CARD_STATUS, cardStatusName } from './card-status.ts';

describe('card status', () => {
  it('is the spec’s table', () => {
    expect(CARD_STATUS).toEqual({
      inTeam: 0,
      onSale: 1,
      locked: 2,
      chainConfirming: 3,
      saleConfirming: 4,
      cancelled: 5,
      bought: 51,
      forbidden: 6,
    });
    expect(cardStatusName(51)).toBe('bought');
    expect(cardStatusName(7)).toBeUndefined();
  });
});
