import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { TopBarSearch } from './top-bar-search.tsx';

beforeEach(async () => {
  await setLocale('en');
});

it('opens the market with the search from any page', async () => {
  const router = renderAt('/activity', [{ path: '*', element: <TopBarSearch /> }]);
  const input = screen.getByRole('searchbox', { name: 'Search the market' });
  fireEvent.change(input, { target: { value: '  Nine fox ' } });
  fireEvent.submit(input.closest('form')!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
  expect(router.state.location.search).toBe('?q=Nine+fox');
});

it('is not shown on the market, which has its own field', () => {
  renderAt('/marketplace', [{ path: '*', element: <TopBarSearch /> }]);
  expect(screen.queryByRole('searchbox')).toBeNull();
});
