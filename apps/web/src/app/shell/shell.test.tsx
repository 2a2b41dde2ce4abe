import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_COOKIE } from '@yuanlong/shared/locales';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TEST_IDS } from '../../components/test-ids.ts';
import { ACCOUNT_TEST_IDS } from '../../features/account/test-ids.ts';
import { WEBSITE_TEST_IDS } from '../../features/website/test-ids.ts';
import { readCookie, writeCookie } from '../../lib/cookie.ts';
import { setLocale } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { SERVER_ID_KEY } from '../../lib/session.ts';
import { getToken } from '../../lib/token.ts';
import { renderAt, testUser } from '../../test/render-app.tsx';
import { langOptionId, SHELL_TEST_IDS } from '../test-ids.ts';

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

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('language switch', () => {
  it('offers three languages and switches text, cookie and <html lang>', async () => {
    renderAt('/login');
    expect((await screen.findByTestId(UI_TEST_IDS.pageTitle)).textContent).toBe('登入');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    for (const locale of ['tw', 'en', 'in']) expect(screen.getByTestId(langOptionId(locale))).toBeTruthy();

    fireEvent.click(screen.getByTestId(langOptionId('en')));
    await waitFor(() => expect(screen.getByTestId(UI_TEST_IDS.pageTitle).textContent).toBe('Log in'));
    expect(readCookie(LOCALE_COOKIE)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId(langOptionId('en')).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId(langOptionId('in')));
    await waitFor(() => expect(screen.getByTestId(UI_TEST_IDS.pageTitle).textContent).toBe('Masuk'));
    expect(document.documentElement.lang).toBe('id');
  });
});

describe('app download', () => {
  it('shows a QR code of the down_url setting', async () => {
    settings = [{ key: 'down_url', value: 'https://example.com/app.apk' }];
    renderAt('/login');
    fireEvent.click(await screen.findByTestId(WEBSITE_TEST_IDS.appDownload));
    const qr = await screen.findByTestId(WEBSITE_TEST_IDS.downloadQr, {}, { timeout: 3000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId(WEBSITE_TEST_IDS.downloadLink).getAttribute('href')).toBe(
      'https://example.com/app.apk',
    );
  });

  it('says so when there is no download link', async () => {
    renderAt('/login');
    fireEvent.click(await screen.findByTestId(WEBSITE_TEST_IDS.appDownload));
    expect(await screen.findByTestId(WEBSITE_TEST_IDS.downloadUnavailable)).toBeTruthy();
  });
});

describe('logout', () => {
  it('asks first, then ends the session, forgets token and server, and goes to /login', async () => {
    writeCookie('token', 'abc');
    sessionStorage.setItem(SERVER_ID_KEY, '3');
    const router = renderAt('/activity');
    expect((await screen.findByTestId(ACCOUNT_TEST_IDS.walletAddress)).textContent).toBe('0xabc…9876');

    fireEvent.click(screen.getByTestId(SHELL_TEST_IDS.logout));
    // The dialog's confirm button, by its role and name (zh-TW, the default language).
    const dialog = await screen.findByRole('dialog', { name: '確定要登出嗎？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '登出' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer abc');
    expect(getToken()).toBe('');
    expect(sessionStorage.getItem(SERVER_ID_KEY)).toBeNull();
    expect(screen.queryByTestId(ACCOUNT_TEST_IDS.walletAddress)).toBeNull();
    expect(screen.getByTestId(SHELL_TEST_IDS.navLogin)).toBeTruthy();
  });
});
