import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Components translate through the app's i18n instance, as in the app.
import '../lib/i18n.ts';

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = vi.fn() as typeof window.scrollTo;

// Each test starts logged out, with no chosen server and no rendered DOM.
afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests reset the cookies the app reads
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  sessionStorage.clear();
});
