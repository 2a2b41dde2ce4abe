import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { setToken } from '../../../lib/token.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { OffersPanel } from './offers-panel.tsx';

// Which dialog modules were loaded: a mocked module's factory runs when it is first imported.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./make-offer-dialog.tsx', () => {
  loaded.add('make');
  return { MakeOfferDialog: ({ open }: { open: boolean }) => (open ? <p>make-offer dialog</p> : null) };
});
vi.mock('./accept-offer-dialog.tsx', () => {
  loaded.add('accept');
  return { AcceptOfferDialog: () => <p>accept-offer dialog</p> };
});

beforeEach(async () => {
  await setLocale('en');
  queryClient.clear();
  setToken('t');
  vi.stubGlobal('fetch', async (url: string) => {
    const data = String(url).includes('/api/offers/asset/')
      ? { items: [], is_owner: false }
      : { fee_bps: 500 };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads no dialog code until the player opens one', async () => {
  const asset = { id: 7, name: 'Crane', status: null, location: 2, kind: 2, token_id: null };
  renderAt('/', [{ path: '*', element: <OffersPanel asset={asset} /> }]);
  const make = await screen.findByRole('button', { name: 'Make offer' });
  // The panel is there; neither dialog's module was imported.
  expect(loaded.size).toBe(0);
  fireEvent.click(make);
  expect(await screen.findByText('make-offer dialog')).toBeTruthy();
  expect([...loaded]).toEqual(['make']);
});
