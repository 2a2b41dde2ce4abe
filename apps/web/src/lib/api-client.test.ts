import { REQUEST_TIMEOUT_MS, UNAUTHORIZED_REDIRECT_MS } from '@yuanlong/shared/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from './api-client.ts';
import { ApiError, NO_RESPONSE_CODE } from './api-error.ts';
import { writeCookie } from './cookie.ts';
import { setLocale } from './i18n.ts';
import { setNavigator } from './navigation.ts';
import { SERVER_ID_KEY } from './session.ts';
import { dismissToast, getToasts } from './toast.ts';
import { clearToken, getToken } from './token.ts';

const json = (body: unknown, status = 200, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();
const toastMessages = () => getToasts().map((t) => t.message);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  navigate.mockReset();
  setNavigator(navigate);
  for (const toast of getToasts()) dismissToast(toast.id);
  await setLocale('en');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends token, language and server id, and resolves with the data', async () => {
    writeCookie('token', 'abc123');
    sessionStorage.setItem(SERVER_ID_KEY, '7');
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: [{ key: 'down_url', value: 'x' }] }));

    await expect(apiGet('/api/website/setting')).resolves.toEqual([{ key: 'down_url', value: 'x' }]);

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/website/setting');
    expect(headers.get('authorization')).toBe('Bearer abc123');
    expect(headers.get('language')).toBe('EN-US');
    expect(headers.get('serverid')).toBe('7');
    expect(toastMessages()).toEqual([]);
  });

  it('sends no Authorization or Serverid when there are none, and JSON bodies on POST', async () => {
    await setLocale('tw');
    fetchMock.mockResolvedValue(json({ code: 200, msg: 'ok', data: null }));
    await apiPost('/api/user/logout', { body: { a: 1 } });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('language')).toBe('ZH-TW');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('serverid')).toBe(false);
  });

  it('toasts the server msg of a non-200 code and rejects with an ApiError', async () => {
    fetchMock.mockResolvedValue(json({ code: 409, msg: 'The state has changed', data: null }, 409));
    const error = await apiGet('/api/card/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, msg: 'The state has changed' });
    expect(toastMessages()).toEqual(['The state has changed']);
  });

  it('treats a non-200 code in an HTTP 200 answer as a failure too', async () => {
    fetchMock.mockResolvedValue(json({ code: 400, msg: 'Invalid input: email', data: null }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 400, msg: 'Invalid input: email' });
    expect(toastMessages()).toEqual(['Invalid input: email']);
  });

  it('falls back to the HTTP status text, then to "Error"', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiGet('/api/a')).rejects.toMatchObject({ code: 502, msg: 'Bad Gateway' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(apiGet('/api/b')).rejects.toMatchObject({ code: 503, msg: 'Error' });
    expect(toastMessages()).toEqual(['Bad Gateway', 'Error']);
  });

  it('on 401 removes the token and goes home after 0.5 s', async () => {
    vi.useFakeTimers();
    writeCookie('token', 'expired');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please log in first', data: null }, 401));

    await expect(apiGet('/api/user/info')).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('');
    expect(toastMessages()).toEqual(['Please log in first']);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('a quiet call rejects without a toast and keeps the token on 401', async () => {
    vi.useFakeTimers();
    writeCookie('token', 'replaced');
    fetchMock.mockResolvedValue(json({ code: 401, msg: 'Please log in first', data: null }, 401));
    await expect(apiPost('/api/user/logout', { quiet: true })).rejects.toMatchObject({ code: 401 });
    expect(getToken()).toBe('replaced');
    expect(toastMessages()).toEqual([]);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 to a call sent before the user logged out is stale: no toast, no redirect', async () => {
    vi.useFakeTimers();
    writeCookie('token', 'signed-in');
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const call = apiGet('/api/user/sessions');
    // Logged out meanwhile (the token forgotten); then the server refuses the old token.
    clearToken();
    answer(json({ code: 401, msg: 'Please log in first', data: null }, 401));
    await expect(call).rejects.toMatchObject({ code: 401 });
    expect(toastMessages()).toEqual([]);
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats HTTP 401 without an envelope as 401 as well', async () => {
    vi.useFakeTimers();
    writeCookie('token', 'expired');
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiGet('/api/user/info')).rejects.toMatchObject({ code: 401, msg: 'Unauthorized' });
    expect(getToken()).toBe('');
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('shows "Server Error" (translated) when there is no response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/website/servers')).rejects.toMatchObject({
      code: NO_RESPONSE_CODE,
      msg: 'Server Error',
    });
    expect(toastMessages()).toEqual(['Server Error']);

    await setLocale('tw');
    await expect(apiGet('/api/website/servers')).rejects.toMatchObject({ msg: '伺服器錯誤' });
  });

  it('gives up after 120 s with "Server Error"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = apiGet('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await call).toMatchObject({ code: NO_RESPONSE_CODE, msg: 'Server Error' });
  });

  it('rejects quietly when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = apiGet('/api/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastMessages()).toEqual([]);
  });

  it('checks the data with the schema', async () => {
    const schema = {
      safeParse: (data: unknown) =>
        typeof data === 'number'
          ? { success: true as const, data }
          : { success: false as const, error: 'not a number' },
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: '', data: 5 }));
    await expect(apiGet('/api/n', { schema })).resolves.toBe(5);
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: '', data: 'five' }));
    await expect(apiGet('/api/n', { schema })).rejects.toBeInstanceOf(ApiError);
    expect(toastMessages()).toEqual(['Server Error']);
  });
});

describe('apiRequest with a broken answer', () => {
  it('reports an HTTP 200 that is not an envelope as "Server Error"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>index</html>', { status: 200, statusText: 'OK' }));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 500, msg: 'Server Error' });
    expect(toastMessages()).toEqual(['Server Error']);
  });
});
