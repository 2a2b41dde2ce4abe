import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, setToken } from './token.ts';

const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the session token', () => {
  afterEach(() => clearToken());

  it('is read once per running script and afresh after it', async () => {
    setToken('first');
    expect(getToken()).toBe('first');
    // Another tab (or a server's Set-Cookie) changes the cookie meanwhile.
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays another tab
    document.cookie = 'token=second; path=/';
    expect(getToken()).toBe('first');
    await nextMicrotask();
    expect(getToken()).toBe('second');
  });

  it("sees the app's own changes at once", () => {
    setToken('mine');
    expect(getToken()).toBe('mine');
    clearToken();
    expect(getToken()).toBe('');
    setToken('again');
    expect(getToken()).toBe('again');
  });
});
