import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { operatorToken } from '../api/admin-client.ts';
import { AdminPage } from './admin-page.tsx';

let role = 'viewer';
let calls: { url: string; auth: string | null; body: unknown }[] = [];
const operator = () => ({ id: 1, name: 'val', role, created_at: '2026-12-07T00:00:00Z', disabled_at: null });

beforeEach(async () => {
  await setLocale('en');
  queryClient.clear();
  operatorToken.clear();
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(url),
      auth: headers.get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const path = String(url).split('?')[0];
    const answers: Record<string, unknown> = {
      '/api/admin/login': { token: 'op-token', expires_at: '2026-12-07T01:00:00Z', operator: operator() },
      '/api/admin/me': operator(),
      '/api/admin/audit': { items: [], next: null },
      '/api/admin/operators': { items: [operator()] },
    };
    return new Response(JSON.stringify({ code: 200, msg: 'Success', data: answers[path!] ?? null }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signIn() {
  renderAt('/admin', [{ path: '*', element: <AdminPage /> }]);
  fireEvent.change(await screen.findByLabelText('Operator name'), { target: { value: ' val ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123 456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

it('signs in with name, password and code, then calls the console with the operator’s own token', async () => {
  await signIn();
  expect(await screen.findByText('Signed in as val (Viewer)')).toBeTruthy();
  expect(calls[0]).toEqual({
    url: '/api/admin/login',
    auth: null,
    body: { name: 'val', password: 'secret', code: '123456' },
  });
  expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
  expect(calls.find((c) => c.url.startsWith('/api/admin/audit'))?.auth).toBe('Bearer op-token');
  // A viewer sees the audit log only.
  expect(screen.queryByRole('region', { name: 'Operators' })).toBeNull();
  expect(calls.some((c) => c.url === '/api/admin/operators')).toBe(false);
});

it('shows an admin the operators', async () => {
  role = 'admin';
  await signIn();
  expect(await screen.findByRole('region', { name: 'Operators' })).toBeTruthy();
  expect(await screen.findByRole('rowheader', { name: /val/ })).toBeTruthy();
  role = 'viewer';
});
