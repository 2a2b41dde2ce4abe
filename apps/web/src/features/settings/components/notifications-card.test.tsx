import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MAIL_ONLY_KINDS, NOTIFICATION_KINDS } from '@yuanlong/shared/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearToken, setToken } from '../../../lib/token.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { NotificationsCard } from './notifications-card.tsx';

const routes = [{ path: '/setting', element: <NotificationsCard /> }];

let kinds: Record<string, { in_app: boolean; email: boolean }> = {};
const hasEmail = false;
const saved: unknown[] = [];
const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    saved.push(body);
    kinds = body.kinds;
  }
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { kinds, has_email: hasEmail } }));
});

beforeEach(async () => {
  kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, { in_app: true, email: true }]));
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  setToken('t');
  await setLocale('en');
});

afterEach(() => {
  clearToken();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the notification switches', () => {
  it('shows every kind in both channels and saves one switch with the others unchanged', async () => {
    renderAt('/setting', routes);
    const outbidMail = await screen.findByRole('checkbox', { name: 'Outbid: E-mail' });
    // Mail-only kinds (a new device's sign-in) have no in-app switch.
    expect(screen.getAllByRole('checkbox')).toHaveLength(
      NOTIFICATION_KINDS.length * 2 - MAIL_ONLY_KINDS.length,
    );
    expect(screen.queryByRole('checkbox', { name: 'Sign-in from a new device: In-app' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Sign-in from a new device: E-mail' })).toBeTruthy();
    expect(screen.getByText('Bind an e-mail above to receive these by mail.')).toBeTruthy();
    fireEvent.click(outbidMail);
    await waitFor(() => expect(saved).toHaveLength(1));
    const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, { in_app: true, email: true }]));
    expect(saved[0]).toEqual({ kinds: { ...allOn, outbid: { in_app: true, email: false } } });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Outbid: E-mail' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect((screen.getByRole('checkbox', { name: 'Outbid: In-app' }) as HTMLInputElement).checked).toBe(true);
  });
});
