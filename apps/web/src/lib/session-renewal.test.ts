import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client.ts';
import { writeCookie } from './cookie.ts';
import { RENEWAL_KEY, readRenewal } from './renewal-record.ts';
import { ACTIVITY_THROTTLE_MS, renewalDue, useSessionRenewal } from './session-renewal.ts';
import { clearToken, getToken, setToken } from './token.ts';

const DAY = 86_400_000;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
const refreshAnswer = (token: string, expiresAt: number) =>
  json({ code: 200, msg: 'ok', data: { token, userid: 1, expires_at: new Date(expiresAt).toISOString() } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  clearToken();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('renewalDue', () => {
  it('is due past half the life (a day without a known end)', () => {
    const record = { issuedAt: 0, expiresAt: 7 * DAY };
    expect(renewalDue(record, 3 * DAY)).toBe(false);
    expect(renewalDue(record, 3.5 * DAY)).toBe(true);
    expect(renewalDue({ issuedAt: 0, expiresAt: null }, DAY - 1)).toBe(false);
    expect(renewalDue({ issuedAt: 0, expiresAt: null }, DAY)).toBe(true);
  });
});

describe('useSessionRenewal', () => {
  it('renews a session past half its life on activity, once, and keeps the new token', async () => {
    setToken('old-token', new Date(Date.now() + 7 * DAY).toISOString());
    const { unmount } = renderHook(() => useSessionRenewal());
    // Fresh: nothing to renew.
    expect(calls('/api/user/refresh')).toHaveLength(0);

    vi.setSystemTime(Date.now() + 4 * DAY);
    const renewedFrom = Date.now();
    const newEnd = Date.now() + 7 * DAY;
    fetchMock.mockResolvedValue(refreshAnswer('new-token', newEnd));
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(getToken()).toBe('new-token'));
    const [, init] = calls('/api/user/refresh')[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer old-token');
    expect(readRenewal()?.expiresAt).toBe(newEnd);
    expect(readRenewal()!.issuedAt).toBeGreaterThanOrEqual(renewedFrom);

    // More activity within the new half-life renews nothing.
    vi.setSystemTime(Date.now() + ACTIVITY_THROTTLE_MS + 1);
    window.dispatchEvent(new Event('keydown'));
    await Promise.resolve();
    expect(calls('/api/user/refresh')).toHaveLength(1);
    unmount();
  });

  it('counts a session the tab knows nothing of as issued now, and renews it a day later', async () => {
    const { rerender } = renderHook(() => useSessionRenewal());
    setToken('injected');
    localStorage.removeItem(RENEWAL_KEY);
    rerender();
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readRenewal()?.expiresAt).toBeNull();

    vi.setSystemTime(Date.now() + DAY);
    fetchMock.mockResolvedValue(refreshAnswer('renewed', Date.now() + 7 * DAY));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(getToken()).toBe('renewed'));
  });
});

describe('a call made with the token a renewal replaced', () => {
  it('goes again with the new token instead of signing out', async () => {
    setToken('before', new Date(Date.now() + 7 * DAY).toISOString());
    fetchMock.mockImplementationOnce(async () => {
      // The renewal lands while this call is on its way.
      writeCookie('token', 'after');
      return json({ code: 401, msg: 'Unauthorized', data: null }, 401);
    });
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: 'ok', data: { ok: 1 } }));
    await expect(apiGet('/api/user/info')).resolves.toEqual({ ok: 1 });
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).get('authorization')).toBe('Bearer after');
    expect(getToken()).toBe('after');
  });
});
