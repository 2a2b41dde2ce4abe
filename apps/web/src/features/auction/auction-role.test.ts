import { describe, expect, it } from 'vitest';
import { auctionName, auctionRole } from './auction-role.ts';

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

describe('auctionName', () => {
  const t = ((key: string) => (key === 'auction.kind.dragon' ? 'Dragon' : 'Card')) as never;
  it('is the asset’s name, else the collection and token', () => {
    const asset = { name: '刑天', kind: 0, grade: 1, camp: 5, profession: 3, element: 5, star: 1, level: 12 };
    expect(auctionName(t, { asset, collection_kind: 'card', token_id: '7' })).toBe('刑天');
    expect(auctionName(t, { asset: null, collection_kind: 'dragon', token_id: '9' })).toBe('Dragon #9');
  });
});
