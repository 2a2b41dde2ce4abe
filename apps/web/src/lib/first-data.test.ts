import { FIRST_DATA_ID } from '@yuanlong/shared/first-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const fetchMock = vi.fn<typeof fetch>();
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
const user = { address: '0xabc', email: '' };
const userSchema = z.object({ address: z.string(), email: z.string() });

/** A page whose HTML came with `answers`, and the app's modules as they are on its first load. */
async function pageWith(answers: Record<string, unknown>) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_DATA_ID}">${JSON.stringify(answers)}</script>`;
  vi.resetModules();
  const cookie = await import('./cookie.ts');
  cookie.writeCookie('token', 'session-1');
  const { apiGet } = await import('./api-client.ts');
  const { endFirstLoad } = await import('./use-after-paint.ts');
  const { getToasts } = await import('./toast.ts');
  return { apiGet, endFirstLoad, getToasts, writeCookie: cookie.writeCookie };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer({ address: '0xfromserver', email: '' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('answers that came with the page', () => {
  it('answer the first GET of their path without a request, once; the next one asks the server', async () => {
    const { apiGet } = await pageWith({ '/api/user/info': user });
    await expect(apiGet('/api/user/info', { schema: userSchema })).resolves.toEqual(user);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
    await expect(apiGet('/api/user/info', { schema: userSchema })).resolves.toEqual({
      address: '0xfromserver',
      email: '',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another path was never in the page.
    await apiGet('/api/user/players');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user/info', '/api/user/players']);
  });

  it('are read with the schema like any answer: one that does not fit is a server error', async () => {
    const { apiGet, getToasts } = await pageWith({ '/api/user/info': { address: 7 } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiGet('/api/user/info', { schema: userSchema })).rejects.toMatchObject({ code: 500 });
    expect(getToasts().map((t) => t.message)).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('are not used on a later page of the document', async () => {
    const { apiGet, endFirstLoad } = await pageWith({ '/api/user/info': user });
    endFirstLoad();
    await apiGet('/api/user/info', { schema: userSchema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not used once the session has changed (signed out or another player)', async () => {
    const { apiGet, writeCookie } = await pageWith({ '/api/user/info': user });
    writeCookie('token', 'session-2');
    // The token is read afresh in a later task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await apiGet('/api/user/info', { schema: userSchema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leave every request to the server when the page came with none, or with unreadable ones', async () => {
    document.body.innerHTML = '';
    vi.resetModules();
    const { apiGet } = await import('./api-client.ts');
    await apiGet('/api/user/info');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    document.body.innerHTML = `<script type="application/json" id="${FIRST_DATA_ID}">{not json</script>`;
    vi.resetModules();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await (await import('./api-client.ts')).apiGet('/api/user/info');
    expect(logged).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
