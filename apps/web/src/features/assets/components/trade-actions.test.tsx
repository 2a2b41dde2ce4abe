import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ASSETS_TEST_IDS } from '../test-ids.ts';
import { type TradeState, tradeAvailability } from '../trade-rules.ts';
import { TradeActions } from './trade-actions.tsx';

const TARGET = { id: 7, kind: 0, name: '后羿', listing: { price: '1000', coin: 'MDS' as const } };

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

describe('TradeActions', () => {
  it('asks a visitor to log in first, with a link', () => {
    renderFor({ relation: 'visitor' });
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeBlocked).textContent).toBe('Please log in first');
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeLogin).getAttribute('href')).toBe('/login');
  });

  it('offers another player "Buy now"', () => {
    renderFor({});
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeBuy).textContent).toBe('Buy now');
    expect(screen.queryByTestId(ASSETS_TEST_IDS.tradeSell)).toBeNull();
  });

  it('offers the owner modify and cancel on sale, sell when idle', () => {
    renderFor({ relation: 'owner' });
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeActions).getAttribute('data-actions')).toBe(
      'modify cancel',
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeModify).textContent).toBe('Modify price');
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeCancel).textContent).toBe('Cancel sale');
  });

  it('says why nothing can be done, in the server’s words', () => {
    renderFor({ relation: 'owner', status: 0, listed: false });
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeBlocked).textContent).toBe(
      'The asset is in a team; remove it from the team first.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('before activation: the server’s "top up 1 MDV first", with a link to the activation card', () => {
    renderFor({ activated: false });
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeBlocked).getAttribute('data-reason')).toBe(
      'activateTopUp',
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeBlocked).textContent).toContain(
      'Please top up 1 MDV first to activate your account.',
    );
    expect(screen.getByTestId(ASSETS_TEST_IDS.tradeActivate).getAttribute('href')).toBe(
      '/accountAccount#activation',
    );
    expect(screen.queryByTestId(ASSETS_TEST_IDS.tradeBuy)).toBeNull();
  });
});
