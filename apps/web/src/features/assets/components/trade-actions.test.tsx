import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { type TradeState, tradeAvailability } from '../trade-rules.ts';
import { TradeActions } from './trade-actions.tsx';

const TARGET = {
  id: 7,
  kind: 0,
  name: '后羿',
  listing: { price: '1000', coin: 'MDS' as const },
  serverId: 1,
};

function renderFor(state: Partial<TradeState>) {
  const availability = tradeAvailability({
    relation: 'other',
    status: 1,
    location: 2,
    listed: true,
    online: false,
    ...state,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TradeActions target={TARGET} availability={availability} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLocale('en');
});

/** The names of the buttons the actions offer, in order. */
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('TradeActions', () => {
  it('asks a visitor to log in first, with a link', () => {
    renderFor({ relation: 'visitor' });
    expect(screen.getByText('Please log in first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('offers another player "Buy now"', () => {
    renderFor({});
    expect(buttons()).toEqual(['Buy now']);
  });

  it('offers the owner modify and cancel on sale, sell when idle', () => {
    renderFor({ relation: 'owner' });
    expect(buttons()).toEqual(['Modify price', 'Cancel sale']);
  });

  it('says why nothing can be done, in the server’s words', () => {
    renderFor({ relation: 'owner', status: 0, listed: false });
    expect(screen.getByText('The asset is in a team; remove it from the team first.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('before activation: the server’s "top up 1 MDV first", with a link to the activation card', () => {
    renderFor({ activated: false });
    expect(screen.getByText(/^Please top up 1 MDV first to activate your account\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activate now' }).getAttribute('href')).toBe(
      '/accountAccount#activation',
    );
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });
});
