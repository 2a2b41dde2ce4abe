import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { setToken } from '../../../lib/token.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { MarketBusiness } from './market-business.tsx';

const E18 = 10n ** 18n;
let calls: { url: string; method: string }[] = [];
let coins: unknown[] = [];

beforeEach(async () => {
  await setLocale('en');
  queryClient.clear();
  setToken('t');
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    const data = { asset_id: null, on_sale: 0, coins };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows what the player bought and sold per coin, with the fees and a signed net, from the spec’s business call', async () => {
  coins = [
    {
      coin: 'MDS',
      bought: 1,
      spent: String(50n * E18),
      sold: 2,
      sales: String(120n * E18),
      fees: String(6n * E18),
      received: String(114n * E18),
      net: String(64n * E18),
    },
    {
      coin: 'MDV',
      bought: 3,
      spent: String(30n * E18),
      sold: 0,
      sales: '0',
      fees: '0',
      received: '0',
      net: String(-30n * E18),
    },
  ];
  renderAt('/', [{ path: '*', element: <MarketBusiness /> }]);
  const table = await screen.findByRole('table', { name: 'Market trades' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'CoinBoughtSoldFeesNet',
    'MDS1 for 50 MDS2 for 120 MDS6 MDS+64 MDS',
    'MDV3 for 30 MDV0 for 0 MDV0 MDV−30 MDV',
  ]);
  expect(calls).toEqual([{ url: '/api/user/card/business', method: 'POST' }]);
});

it('says so when the player has not traded yet', async () => {
  coins = [];
  renderAt('/', [{ path: '*', element: <MarketBusiness /> }]);
  expect(await screen.findByText('No trades in the market yet')).toBeTruthy();
});
