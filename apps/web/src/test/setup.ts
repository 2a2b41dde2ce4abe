import { cleanup, configure } from '@testing-library/react';
import { LOCALES } from '@yuanlong/shared/locales';
import { afterEach, vi } from 'vitest';
// Components translate through the app's i18n instance, as in the app; every language is there.
import { loadLocale } from '../lib/i18n.ts';

await Promise.all(LOCALES.map(loadLocale));
// The wallet libraries are many modules: loaded here once, as the app loads them with a wallet
// page, so that a test's first render of such a page does not outlast findBy's wait.
await import('../lib/wallet-scope.tsx');

// A page's lazy chunk is transformed on first import; on a busy machine (CI shares two cores)
// that outlasts findBy's default 1 s, and routes.test.tsx stayed on the loading spinner.
// findBy still returns as soon as the element is there. At a load of 20 on two cores (the
// team's CI run) an on-demand dialog took over 5 s: 15 s, within the test's 30 s (vitest.config.ts).
configure({ asyncUtilTimeout: 15_000 });

// Tests run as an automated browser (the new-user guide does not open by itself, as under
// Playwright); the guide's own tests turn this off.
Object.defineProperty(window.navigator, 'webdriver', { configurable: true, value: true });

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
