import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { holdNewListings, noteNewListing } from '../new-listings.ts';
import { NewListingsPill } from './new-listings-pill.tsx';

beforeEach(async () => {
  await setLocale('en');
});
afterEach(cleanup);

describe('the new listings offer', () => {
  it('appears in its live region once a listing comes while the grid is held, and asks to show it', () => {
    const client = new QueryClient();
    const onShow = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <NewListingsPill onShow={onShow} />
      </QueryClientProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    holdNewListings(client, true);
    act(() => noteNewListing(client));
    fireEvent.click(screen.getByRole('button', { name: 'New listings — show' }));
    expect(onShow).toHaveBeenCalledTimes(1);
    // Scrolled back up: the listings load and the offer goes.
    act(() => holdNewListings(client, false));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
