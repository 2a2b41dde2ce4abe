import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookie.ts';
import { setLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { renderAt, testUser } from '../test/render-app.tsx';

const pageTitle = () => screen.findByRole('heading', { level: 1 });

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.endsWith('/api/user/info') ? testUser() : [];
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
    }),
  );
  await setLocale('en');
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Clicks the link named `name` in the navigation named `nav` and waits for the page's heading. */
async function follow(nav: string, name: string, title: string) {
  const links = within(await screen.findByRole('navigation', { name: nav }));
  fireEvent.click(links.getByRole('link', { name }));
  await waitFor(async () => expect((await pageTitle()).textContent).toBe(title));
}

describe('every screen of spec section 2 is reached by clicks from the home page', () => {
  // Nine pages rendered one after the other: generous on a loaded machine.
  it('as a signed-in player: the account sections, the legion pages, the little dragon game, the market', {
    timeout: 40_000,
  }, async () => {
    writeCookie('token', 'abc');
    const router = renderAt('/');
    expect((await pageTitle()).textContent).toBe('My account');
    const walk: [string, string, string, string][] = [
      ['Account sections', 'Activity', 'Activity', '/activity'],
      ['Account sections', 'Legion', 'Legion', '/legion'],
      ['Legion', 'Legion rules', 'Legion rules', '/legion/rules'],
      ['Legion', 'Legion ranking', 'Legion ranking', '/legion/ranks'],
      ['Legion', 'Points history', 'Points history', '/legion/history'],
      ['Account sections', 'Invite', 'Invite & share', '/shares'],
      ['Account sections', 'Settings', 'Account settings', '/setting'],
      ['Account sections', 'Little dragon game', 'Little dragon game', '/dragong'],
      ['Main', 'Market', 'Market', '/marketplace'],
    ];
    for (const [nav, link, title, path] of walk) {
      await follow(nav, link, title);
      expect(router.state.location.pathname).toBe(path);
      if (path === '/dragong') {
        // The dragon game sits outside the account area: back through the top bar.
        fireEvent.click(screen.getAllByRole('link', { name: /^My account/ })[0]!);
        await waitFor(async () => expect((await pageTitle()).textContent).toBe('My account'));
      }
    }
  });

  it('as a visitor: the login page and, from it, the forgotten password', async () => {
    const router = renderAt('/');
    expect((await pageTitle()).textContent).toBe('Log in');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(async () => expect((await pageTitle()).textContent).toBe('Forgot password'));
    expect(router.state.location.pathname).toBe('/forget');
  });
});
