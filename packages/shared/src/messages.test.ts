import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { ACCOUNT_MESSAGES } from './messages-account.ts';
import { COMMON_MESSAGES } from './messages-common.ts';
import { GAME_MESSAGES } from './messages-game.ts';
import { MARKET_MESSAGES } from './messages-market.ts';
import { MARKET_BATCH_MESSAGES } from './messages-market-batch.ts';
import { OFFER_MESSAGES } from './messages-offers.ts';
import { PLAY_MESSAGES } from './messages-play.ts';
import { WALLET_MESSAGES } from './messages-wallet.ts';

const AREAS = [
  COMMON_MESSAGES,
  ACCOUNT_MESSAGES,
  WALLET_MESSAGES,
  PLAY_MESSAGES,
  MARKET_MESSAGES,
  GAME_MESSAGES,
  MARKET_BATCH_MESSAGES,
  OFFER_MESSAGES,
];

describe('messages', () => {
  it('has each key in one area file only (a key in two would silently replace the other text)', () => {
    const keys = AREAS.flatMap((area) => Object.keys(area));
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice).toEqual([]);
    expect(Object.keys(MESSAGES)).toHaveLength(keys.length);
  });
});
