import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderAt, testUser } from '../../../test/render-app.tsx';
import { MyAssets } from './my-assets.tsx';

const user = testUser({ hero_nums: 2, equipment_nums: 0, magic_equipment_nums: 3, stone_nums: 1 });
const routes = [{ path: '/accountAccount', element: <MyAssets user={user} /> }];

beforeEach(async () => {
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, msg: 'ok', data: { items: [], next_cursor: null } })),
    ),
  );
  await setLocale('en');
});

describe('MyAssets kind tabs', () => {
  it('name each tab by its kind and count as two words, the current one marked', async () => {
    renderAt('/accountAccount?tab=pet', routes);
    const nav = await screen.findByRole('navigation', { name: 'Asset kinds' });
    const names = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(names).toContain('Pet 3');
    expect(names).toContain('All cards 6');
    expect(screen.getByRole('link', { name: 'Pet 3', current: 'page' })).toBeTruthy();
  });
});
