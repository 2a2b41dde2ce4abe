import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { writeCookie } from '../../lib/cookie.ts';
import { setLocale } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearServerId, getServerId } from '../../lib/session.ts';
import { renderAt, testUser } from '../../test/render-app.tsx';
import { useServerSync } from './use-server-sync.ts';

let calls: { url: string; serverId: string | null }[] = [];

function Probe() {
  const { user } = useServerSync();
  return <p>{user ? `server ${user.server_id}` : 'loading'}</p>;
}

beforeEach(async () => {
  await setLocale('en');
  queryClient.clear();
  clearServerId();
  writeCookie('token', 'abc');
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), serverId: new Headers(init?.headers).get('serverid') });
    const data = String(url).endsWith('/api/user/players')
      ? [{ server_id: 2, server_name: 'S2', name: 'Hero', created_at: '2026-12-01T00:00:00Z' }]
      : testUser({ current_server_id: 2, server_id: 2 });
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('keeps the user info asked before a server was chosen as that server’s, instead of asking again', async () => {
  renderAt('/', [{ path: '*', element: <Probe /> }]);
  await waitFor(() => expect(getServerId()).toBe('2'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls.filter((c) => c.url === '/api/user/info')).toEqual([
    { url: '/api/user/info', serverId: null },
  ]);
});
