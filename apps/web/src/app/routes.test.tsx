import { act, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookie.ts';
import { setLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { renderAt, testUser } from '../test/render-app.tsx';
import { lazyPage } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

const USER = testUser({ invite_code: 'ABC' });

function TestLayout() {
  return (
    <main aria-label="Test layout">
      <Outlet />
    </main>
  );
}

const NoPage = () => null;

/** The page's heading (h1), once its chunk has loaded (within findBy's 15 s, src/test/setup.ts: chunks load slowly on a busy machine). */
const pageTitle = () => screen.findByRole('heading', { level: 1 });

function answer(url: string): Response {
  const data = url.endsWith('/api/user/info') ? USER : [];
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
}

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
  await setLocale('en');
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('sends a visitor from / to the login page', async () => {
    const router = renderAt('/');
    expect((await pageTitle()).textContent).toBe('Log in');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('sends a visitor from an account page to /login, and an unknown path too', async () => {
    const router = renderAt('/legion/ranks');
    await pageTitle();
    expect(router.state.location.pathname).toBe('/login');
    await act(() => router.navigate('/no/such/page'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the marketplace to a visitor', async () => {
    const router = renderAt('/marketplace?val5=2');
    expect((await pageTitle()).textContent).toBe('Market');
    expect(router.state.location.search).toBe('?val5=2');
    // The filters render after the heading was painted.
    expect(((await screen.findByRole('combobox', { name: 'Skill' })) as HTMLSelectElement).value).toBe('2');
  });

  it('sends a signed-in player from /login to the account home and shows the wallet', async () => {
    writeCookie('token', 'abc');
    const router = renderAt('/login');
    expect((await pageTitle()).textContent).toBe('My account');
    expect(router.state.location.pathname).toBe('/accountAccount');
    const wallet = await screen.findByRole('link', { name: 'My account, wallet 0x123…abcd' });
    expect(wallet.textContent).toBe('0x123…abcd');
    expect(screen.getByRole('navigation', { name: 'Account sections' })).toBeTruthy();
  });

  it.each([
    ['/Account', '/accountAccount', 'My account'],
    ['/legion/history', '/legion/history', 'Points history'],
    ['/cardDetail', '/cardDetail', 'Card details'],
    ['/dragong', '/dragong', 'Little dragon game'],
  ])('lets a signed-in player open %s', async (path, landing, title) => {
    writeCookie('token', 'abc');
    const router = renderAt(path);
    expect((await pageTitle()).textContent).toBe(title);
    expect(router.state.location.pathname).toBe(landing);
  });
});

describe('a page chunk that fails', () => {
  it('shows the retry screen inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken', [
      {
        path: '/',
        Component: TestLayout,
        HydrateFallback: NoPage,
        children: [
          {
            path: 'broken',
            ErrorBoundary: RouteError,
            ...lazyPage(
              () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              () => NoPage,
            ),
          },
        ],
      },
    ]);
    const retry = await screen.findByRole('alert');
    expect(screen.getByRole('main', { name: 'Test layout' }).contains(retry)).toBe(true);
    expect(within(retry).getByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(within(retry).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
