import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { describe, expect, it } from 'vitest';
import { type ClaimState, claimOfferOf } from './claim-rules.ts';

const game = (over: Partial<ClaimState> = {}): ClaimState => ({
  status: null,
  location: 2,
  online: false,
  activated: true,
  ...over,
});

describe('claimOfferOf', () => {
  it('offers "move" on an idle game asset, also while activation is not known yet', () => {
    expect(claimOfferOf(game())).toBe('move');
    expect(claimOfferOf(game({ activated: undefined }))).toBe('move');
    expect(claimOfferOf(game({ status: CARD_STATUS.cancelled }))).toBe('move');
    expect(claimOfferOf(game({ status: CARD_STATUS.bought }))).toBe('move');
  });

  it('offers nothing for wallet and contract assets', () => {
    expect(claimOfferOf(game({ location: 1 }))).toBeNull();
    expect(claimOfferOf(game({ location: 3 }))).toBeNull();
    expect(claimOfferOf(game({ location: 1, status: CARD_STATUS.chainConfirming }))).toBeNull();
  });

  it('offers nothing while the game is online or the account is not activated', () => {
    expect(claimOfferOf(game({ online: true }))).toBeNull();
    expect(claimOfferOf(game({ activated: false }))).toBeNull();
  });

  it('offers no move for a dragon hatched in the game (no NFT yet), but does for a card without one (minted on the way)', () => {
    expect(claimOfferOf(game({ kind: 4, tokenId: null }))).toBeNull();
    expect(claimOfferOf(game({ kind: 4, tokenId: '900000101' }))).toBe('move');
    expect(claimOfferOf(game({ kind: 0, tokenId: null }))).toBe('move');
  });

  it('offers nothing in team, on sale, locked, sale confirming or forbidden', () => {
    for (const status of [
      CARD_STATUS.inTeam,
      CARD_STATUS.onSale,
      CARD_STATUS.locked,
      CARD_STATUS.saleConfirming,
      CARD_STATUS.forbidden,
    ]) {
      expect(claimOfferOf(game({ status })), `status ${status}`).toBeNull();
    }
  });

  it('offers "continue" on a game asset whose claim is open (status 3), whatever else', () => {
    expect(claimOfferOf(game({ status: CARD_STATUS.chainConfirming }))).toBe('continue');
    expect(claimOfferOf(game({ status: CARD_STATUS.chainConfirming, online: true }))).toBe('continue');
  });
});
