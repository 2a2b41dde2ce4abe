import { render } from '@testing-library/react';
import type { UserInfo } from '@yuanlong/shared/user';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';

/** Renders the app's routes (or `list`) at a path inside the app's providers; returns the router. */
export function renderAt(path: string, list: RouteObject[] = routes) {
  const router = createMemoryRouter(list, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** A signed-in user as /api/user/info answers it; `overrides` set what a test looks at. */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userid: 1,
    address: '0x1234567890abcdef1234567890abcdef1234abcd',
    email: '',
    nickname: 'Hero',
    token: 't',
    coins: {},
    frozen_coins: {},
    hero_nums: 0,
    equipment_nums: 0,
    magic_equipment_nums: 0,
    stone_nums: 0,
    inviter_code: '',
    invite_code: '',
    share_url: '',
    current_server_id: 1,
    server_id: 1,
    is_online: false,
    has_pay_password: false,
    has_password: false,
    summon_tickets: 0,
    ...overrides,
  };
}
