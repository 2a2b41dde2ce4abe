import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderAt } from '../../../test/render-app.tsx';
import MarketSearch from './market-search.tsx';

let asked: string[] = [];

beforeEach(async () => {
  await setLocale('en');
  queryClient.clear();
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const q = new URL(String(url), 'http://x').searchParams.get('q') ?? '';
    asked.push(q);
    const items = q.startsWith('fo')
      ? [
          { by: 'name', q: '九尾狐', label: 'Nine-tailed Fox' },
          { by: 'name', q: '火靈狐', label: 'Fire Spirit Fox' },
        ]
      : [{ by: 'number', q: '42' }];
    return new Response(JSON.stringify({ code: 200, msg: 'Success', data: { items } }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = () => screen.findByRole('combobox', { name: 'Name, token number or seller address' });

it('offers names as the player types, once typing pauses, and a chosen one becomes the URL’s q', async () => {
  const router = renderAt('/marketplace?val3=2', [{ path: '*', element: <MarketSearch value="" /> }]);
  const input = await field();
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'f' } });
  fireEvent.change(input, { target: { value: 'fo' } });
  fireEvent.change(input, { target: { value: 'fox' } });
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Nine-tailed Fox九尾狐', 'Fire Spirit Fox火靈狐']);
  // Asked once, for the text the typing paused on.
  expect(asked).toEqual(['fox']);
  expect(input.getAttribute('aria-expanded')).toBe('true');

  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  expect(options[1]!.getAttribute('aria-selected')).toBe('true');
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('火靈狐')}`));
  expect(screen.queryAllByRole('option')).toHaveLength(0);
});

it('searches the typed text on Enter, and Escape closes the suggestions first', async () => {
  const router = renderAt('/marketplace', [{ path: '*', element: <MarketSearch value="" /> }]);
  const input = await field();
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: '#42' } });
  expect(await screen.findByRole('option', { name: 'Token or asset number 42' })).toBeTruthy();
  fireEvent.keyDown(input, { key: 'Escape' });
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(router.state.location.search).toBe('?q=%2342'));
});
