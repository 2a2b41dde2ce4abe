import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import type { ListingRef } from '../../../lib/listing-action.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { userInfoQueryOptions } from '../../../lib/user-info.ts';
import { testUser } from '../../../test/render-app.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

const VIEWER = '0x1234567890abcdef1234567890abcdef1234abcd';
const listing = (seller: string): ListingRef => ({
  id: 7,
  kind: 0,
  name: 'Houyi',
  grade: 1,
  camp: 1,
  element: 1,
  price: '1000',
  coin: 'MDS',
  seller,
});

function renderFor(seller: string, address = VIEWER) {
  const client = createQueryClient();
  client.setQueryData(userInfoQueryOptions().queryKey, testUser({ address }));
  render(
    <QueryClientProvider client={client}>
      <AddToCartButton listing={listing(seller)} compact />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await setLocale('en');
});

describe('AddToCartButton on a market card', () => {
  it("is offered on another player's listing", () => {
    renderFor('0x999…abcd');
    expect(screen.getByRole('button', { name: /cart/i })).toBeTruthy();
  });

  it("is not offered on the viewer's own listing (the server refuses it as own listing)", () => {
    renderFor('0x123…abcd');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is offered when the viewer has no wallet address to tell', () => {
    renderFor('', '');
    expect(screen.getByRole('button', { name: /cart/i })).toBeTruthy();
  });
});
