import type { Activity } from '@yuanlong/shared/activities';
import { describe, expect, it } from 'vitest';
import { activityName, activityView, categoryFrom } from './activity-view.ts';

const BUYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function entry(overrides: Partial<Activity>): Activity {
  return {
    id: 1,
    type: 1,
    name: 'x',
    assets_id: null,
    amount: null,
    two_amount: null,
    fee: null,
    coin: null,
    tokenid: null,
    nftname: '',
    two_userid: null,
    two_address: '',
    index_id: null,
    kind: null,
    created_at: '2026-11-22T04:41:01.333Z',
    ...overrides,
  };
}

const sale = {
  assets_id: 42,
  kind: 0,
  amount: '1250000000',
  two_amount: '1187500000',
  fee: '62500000',
  coin: 'HFH',
  tokenid: '900001',
  nftname: '青龍',
  two_userid: 7,
  two_address: BUYER,
  index_id: 9,
} as const;

describe('activityView', () => {
  it('shows a sale with its price, fee, proceeds, asset link and buyer', () => {
    expect(activityView(entry({ type: 5, ...sale }))).toEqual({
      category: 'trade',
      amount: { label: 'price', value: '1250000000', coin: 'HFH' },
      fee: '62500000',
      received: '1187500000',
      asset: { name: '青龍', tokenId: '900001', href: '/cardDetail?id=42', kind: 0 },
      party: { role: 'buyer', address: BUYER, userId: 7 },
    });
  });

  it('shows a purchase as paid, from the seller, without the seller’s fee and proceeds', () => {
    const view = activityView(entry({ type: 4, ...sale }));
    expect(view).toMatchObject({
      amount: { label: 'paid', value: '1250000000' },
      fee: null,
      received: null,
      party: { role: 'seller' },
    });
  });

  it('links dragons to their own page and a listing has no counterparty', () => {
    const view = activityView(
      entry({ type: 1, assets_id: 5, kind: 4, amount: '10', coin: 'MDS', nftname: 'Dragon', tokenid: '5' }),
    );
    expect(view.asset?.href).toBe('/dragonDetail?id=5');
    expect(view.party).toBeNull();
    expect(view.amount?.label).toBe('price');
  });

  it('shows a coin deposit as a chain amount from the wallet, with no asset', () => {
    const view = activityView(
      entry({ type: 7, amount: '5000000000000000000', coin: 'MDS', two_address: BUYER }),
    );
    expect(view).toEqual({
      category: 'chain',
      amount: { label: 'amount', value: '5000000000000000000', coin: 'MDS' },
      fee: null,
      received: null,
      asset: null,
      party: { role: 'from', address: BUYER, userId: null },
    });
  });

  it('shows an NFT deposit and an activation', () => {
    expect(
      activityView(
        entry({ type: 8, assets_id: 3, kind: 1, nftname: 'Sword', tokenid: '77', two_address: BUYER }),
      ),
    ).toMatchObject({ category: 'chain', amount: null, asset: { href: '/gun/equip/3' } });
    expect(activityView(entry({ type: 6, amount: '1', coin: 'MDV', two_address: BUYER }))).toMatchObject({
      category: 'chain',
      amount: { label: 'paid', coin: 'MDV' },
      asset: null,
    });
  });

  it('keeps an unknown type readable', () => {
    const view = activityView(entry({ type: 99, amount: '3', coin: 'BNB', fee: '1', two_userid: 4 }));
    expect(view).toMatchObject({
      category: 'other',
      amount: { label: 'amount' },
      fee: '1',
      party: { role: 'other', userId: 4 },
    });
  });

  it('shows no amount without a coin (the decimals would be unknown)', () => {
    expect(activityView(entry({ type: 1, amount: '10' })).amount).toBeNull();
  });
});

describe('activityName', () => {
  it('names known types in the interface language and falls back to the server’s name', () => {
    expect(activityName({ type: 5, name: 'Sold' }, 'tw')).toBe('市場售出');
    expect(activityName({ type: 7, name: '' }, 'in')).toBe('Koin disetor ke game');
    expect(activityName({ type: 99, name: 'Bid placed' }, 'en')).toBe('Bid placed');
  });
});

describe('categoryFrom', () => {
  it('reads a known category and treats anything else as all', () => {
    expect(categoryFrom('trade')).toBe('trade');
    expect(categoryFrom('chain')).toBe('chain');
    expect(categoryFrom('bids')).toBeUndefined();
    expect(categoryFrom(null)).toBeUndefined();
  });
});
