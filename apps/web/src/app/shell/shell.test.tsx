import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_COOKIE } from '@yuanlong/shared/locales';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '../../lib/cookie.ts';
import { setLocale } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SERVER_ID_KEY } from '../../lib/session.ts';
import { getToken } from '../../lib/token.ts';
import { renderAt, testUser } from '../../test/render-app.tsx';

const USER = testUser({ address: '0xabcdef0123456789abcdef0123456789abcd9876', email: 'a@b.co' });

let settings: { key: string; value: string }[] = [];
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const data = url.endsWith('/api/user/info') ? USER : url.endsWith('/api/website/setting') ? settings : null;
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
});

beforeEach(async () => {
  settings = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  await setLocale('tw');
});

/** The page's heading (h1). */
const pageTitle = () => screen.getByRole('heading', { level: 1 });
/** A language's button, named in its own language. */
const langOption = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('language switch', () => {
  it('offers three languages and switches text, cookie and <html lang>', async () => {
    renderAt('/login');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('登入');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    // In the footer, which renders after the page was painted.
    const languages = await screen.findByRole('group', { name: '語言' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['繁體中文', 'English', 'Bahasa Indonesia']);

    fireEvent.click(langOption('English'));
    await waitFor(() => expect(pageTitle().textContent).toBe('Log in'));
    expect(readCookie(LOCALE_COOKIE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(langOption('English').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(langOption('Bahasa Indonesia'));
    await waitFor(() => expect(pageTitle().textContent).toBe('Masuk'));
    expect(document.documentElement.lang).toBe('id');
  });
});

describe('app download', () => {
  beforeEach(async () => {
    await setLocale('en');
  });

  it('shows a QR code of the down_url setting', async () => {
    settings = [{ key: 'down_url', value: 'https://example.com/app.apk' }];
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'App download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    const qr = await within(dialog).findByRole(
      'img',
      { name: 'QR code of the app download link' },
      { timeout: 3000 },
    );
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByRole('link', { name: 'Open download page' }).getAttribute('href')).toBe(
      'https://example.com/app.apk',
    );
  });

  it('says so when there is no download link', async () => {
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'App download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(
      within(dialog).getByText('The download link is not available yet. Please try again later.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

describe('logout', () => {
  it('asks first, then ends the session, forgets token and server, and goes to /login', async () => {
    writeCookie('token', 'abc');
    sessionStorage.setItem(SERVER_ID_KEY, '3');
    const router = renderAt('/activity');
    const wallet = await screen.findByRole('link', { name: '我的帳戶，錢包 0xabc…9876' });
    expect(wallet.textContent).toBe('0xabc…9876');

    fireEvent.click(screen.getByRole('button', { name: '登出' }));
    // The dialog's confirm button, by its role and name (zh-TW, the default language).
    const dialog = await screen.findByRole('dialog', { name: '確定要登出嗎？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '登出' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer abc');
    expect(getToken()).toBe('');
    expect(sessionStorage.getItem(SERVER_ID_KEY)).toBeNull();
    expect(screen.queryByRole('link', { name: /錢包/ })).toBeNull();
    expect(screen.getByRole('link', { name: '登入' }).getAttribute('href')).toBe('/login');
  });
});
