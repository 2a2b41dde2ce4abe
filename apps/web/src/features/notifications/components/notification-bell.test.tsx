import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@yuanlong/shared/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearToken, setToken } from '../../../lib/token.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { NotificationBell } from './notification-bell.tsx';

const routes = [
  { path: '/marketplace', element: <NotificationBell /> },
  { path: '/cardDetail', element: <p>card page</p> },
];

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'itemSold',
    type: 5,
    read: false,
    nftname: `Hero ${id}`,
    amount: '2000000000000000000',
    coin: 'MDS',
    two_userid: null,
    link: `/cardDetail?id=${id}`,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

let items: Notification[] = [];
const posted: unknown[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url.endsWith('/api/notifications/read')) {
    const body = JSON.parse(String(init?.body));
    posted.push(body);
    items = items.map((n) => (body.all || body.ids.includes(n.id) ? { ...n, read: true } : n));
  }
  const unread = items.filter((n) => !n.read).length;
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { items, unread, next_cursor: null } }));
});

beforeEach(async () => {
  items = [notification(1), notification(2, { kind: 'outbid', type: 17 }), notification(3, { read: true })];
  posted.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  setToken('t');
  await setLocale('en');
});

afterEach(() => {
  clearToken();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the notifications bell', () => {
  it('shows the unread count, opens the list, marks one and all read, Escape gives focus back', async () => {
    renderAt('/marketplace', routes);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toBe('2');
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(panel.textContent).toContain('Hero 1 sold for 2 MDS');
    expect(panel.textContent).toContain('You were outbid on Hero 2');
    fireEvent.click(screen.getByRole('button', { name: /^Mark read: Hero 1 sold/ }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(posted).toEqual([{ ids: [1] }, { all: true }]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });

  it('opens the item it links to and marks it read', async () => {
    renderAt('/marketplace', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /Hero 1 sold/ }));
    await screen.findByText('card page');
    await waitFor(() => expect(posted).toEqual([{ ids: [1] }]));
  });
});
