import { CARD_STATUS } from '@yuanlong/shared/card-status';
import { describe, expect, it } from 'vitest';
import { relationOf, type TradeState, tradeAvailability } from './trade-rules.ts';

const GAME = 2;
const WALLET = 1;
const CONTRACT = 3;
const state = (over: Partial<TradeState>): TradeState => ({
  relation: 'other',
  status: null,
  location: GAME,
  listed: false,
  online: false,
  ...over,
});

describe('relationOf', () => {
  it('is visitor without a session, owner for the same user id, other otherwise', () => {
    expect(relationOf(false, undefined, 7)).toBe('visitor');
    expect(relationOf(false, 7, 7)).toBe('visitor');
    expect(relationOf(true, 7, 7)).toBe('owner');
    expect(relationOf(true, 8, 7)).toBe('other');
    // Signed in but the user info has not loaded: not the owner (yet).
    expect(relationOf(true, undefined, 7)).toBe('other');
  });
});

describe('tradeAvailability', () => {
  it('asks a visitor to log in first', () => {
    expect(
      tradeAvailability(state({ relation: 'visitor', status: CARD_STATUS.onSale, listed: true })),
    ).toEqual({
      actions: ['login'],
      reason: 'unauthorized',
    });
  });

  it('offers others "buy" only on an open listing', () => {
    expect(tradeAvailability(state({ status: CARD_STATUS.onSale, listed: true }))).toEqual({
      actions: ['buy'],
      reason: null,
    });
    expect(tradeAvailability(state({ status: null }))).toEqual({ actions: [], reason: 'notOnSale' });
    expect(tradeAvailability(state({ status: CARD_STATUS.onSale, listed: false })).actions).toEqual([]);
    expect(tradeAvailability(state({ status: CARD_STATUS.locked, listed: true })).actions).toEqual([]);
  });

  it('offers the owner modify and cancel while on sale, sell while idle in the game', () => {
    const owner = (over: Partial<TradeState>) => tradeAvailability(state({ relation: 'owner', ...over }));
    expect(owner({ status: CARD_STATUS.onSale, listed: true }).actions).toEqual(['modify', 'cancel']);
    expect(owner({ status: null }).actions).toEqual(['sell']);
    // A finished listing's codes leave the asset free again.
    expect(owner({ status: CARD_STATUS.cancelled }).actions).toEqual(['sell']);
    expect(owner({ status: CARD_STATUS.bought }).actions).toEqual(['sell']);
  });

  it('tells the owner why a blocked asset cannot be sold, with the server’s messages', () => {
    const owner = (over: Partial<TradeState>) => tradeAvailability(state({ relation: 'owner', ...over }));
    expect(owner({ status: CARD_STATUS.inTeam })).toEqual({ actions: [], reason: 'assetInTeam' });
    expect(owner({ status: CARD_STATUS.locked })).toEqual({ actions: [], reason: 'nftLocked' });
    expect(owner({ status: CARD_STATUS.chainConfirming })).toEqual({
      actions: [],
      reason: 'blockConfirming',
    });
    expect(owner({ status: CARD_STATUS.saleConfirming })).toEqual({ actions: [], reason: 'equipConfirming' });
    expect(owner({ status: CARD_STATUS.forbidden })).toEqual({ actions: [], reason: 'operationForbidden' });
    expect(owner({ location: WALLET })).toEqual({ actions: [], reason: 'nftTransferredOut' });
    expect(owner({ location: CONTRACT })).toEqual({ actions: [], reason: 'nftTransferredOut' });
  });

  it('blocks every action while the viewer’s game is online', () => {
    expect(tradeAvailability(state({ status: CARD_STATUS.onSale, listed: true, online: true }))).toEqual({
      actions: [],
      reason: 'gameOnline',
    });
    expect(tradeAvailability(state({ relation: 'owner', online: true }))).toEqual({
      actions: [],
      reason: 'gameOnline',
    });
  });

  it('before activation answers "top up 1 MDV first" for every action; unknown leaves it to the server', () => {
    const onSale = { status: CARD_STATUS.onSale, listed: true };
    expect(tradeAvailability(state({ ...onSale, activated: false }))).toEqual({
      actions: [],
      reason: 'activateTopUp',
    });
    expect(tradeAvailability(state({ relation: 'owner', activated: false }))).toEqual({
      actions: [],
      reason: 'activateTopUp',
    });
    expect(tradeAvailability(state({ relation: 'owner', ...onSale, activated: false })).reason).toBe(
      'activateTopUp',
    );
    // Checked before the game being online, as the server does.
    expect(tradeAvailability(state({ relation: 'owner', online: true, activated: false })).reason).toBe(
      'activateTopUp',
    );
    // Nothing to buy anyway: "not on sale" stays the answer.
    expect(tradeAvailability(state({ activated: false })).reason).toBe('notOnSale');
    // A visitor logs in first; activated or unknown changes nothing.
    expect(tradeAvailability(state({ relation: 'visitor', activated: false })).actions).toEqual(['login']);
    expect(tradeAvailability(state({ ...onSale, activated: true })).actions).toEqual(['buy']);
    expect(tradeAvailability(state({ ...onSale, activated: undefined })).actions).toEqual(['buy']);
  });
});

describe('tradeAvailability of an asset between the market and the game', () => {
  it('keeps every action while a command travels or after a chain failure', () => {
    for (const sync of ['syncing', 'updating', 'chain_failed'] as const) {
      expect(tradeAvailability(state({ relation: 'owner', sync }))).toEqual({
        actions: ['sell'],
        reason: null,
      });
      expect(tradeAvailability(state({ status: CARD_STATUS.onSale, listed: true, sync })).actions).toEqual([
        'buy',
      ]);
    }
  });

  it('shows a frozen asset its actions disabled, with "do not operate"', () => {
    expect(
      tradeAvailability(
        state({ relation: 'owner', status: CARD_STATUS.onSale, listed: true, sync: 'sync_failed' }),
      ),
    ).toEqual({ actions: [], disabled: ['modify', 'cancel'], reason: 'assetSyncFailed' });
    expect(
      tradeAvailability(state({ status: CARD_STATUS.onSale, listed: true, sync: 'sync_failed' })),
    ).toEqual({ actions: [], disabled: ['buy'], reason: 'assetSyncFailed' });
    expect(tradeAvailability(state({ relation: 'visitor', sync: 'sync_failed' })).actions).toEqual(['login']);
  });
});
