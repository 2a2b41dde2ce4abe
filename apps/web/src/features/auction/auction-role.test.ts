import { describe, expect, it } from 'vitest';
import { auctionRole } from './auction-role.ts';

const ME = '0xme';
const base = { state: 'open' as const, locked: false, holder: ME, seller: ME, bid_count: 0 };

describe('auctionRole', () => {
  it('names the account’s place: selling, holding, locked, outbid, closed', () => {
    expect(auctionRole(base, ME)).toBe('selling');
    expect(auctionRole({ ...base, holder: '0xb', bid_count: 1 }, ME)).toBe('selling');
    expect(auctionRole({ ...base, seller: '0xs', bid_count: 2 }, ME)).toBe('holding');
    expect(auctionRole({ ...base, seller: '0xs', bid_count: 2, locked: true }, ME)).toBe('locked');
    expect(auctionRole({ ...base, locked: true }, ME)).toBe('locked');
    expect(auctionRole({ ...base, seller: '0xs', holder: '0xb', bid_count: 2 }, ME)).toBe('outbid');
    expect(auctionRole({ ...base, state: 'withdrawn' as never }, ME)).toBe('closed');
  });
});
