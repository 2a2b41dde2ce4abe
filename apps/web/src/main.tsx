import './styles.css';
import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter, firstPageReady } from './app/router.ts';
import { getChainSettings } from './lib/chain-settings.ts';
import { setCoinDecimals } from './lib/coins.ts';
import { currentLocale, loadLocale } from './lib/i18n.ts';
import { nextTask } from './lib/next-task.ts';

/** How long the first render waits for the coin decimals the server read from the contracts. */
const DECIMALS_WAIT_MS = 1_500;
/**
 * How long the first render waits for the page's chunk: meanwhile index.html's static top bar (and
 * the page's first content) stays; after it, the app renders its loading screen until the chunk
 * is there.
 */
const FIRST_PAGE_WAIT_MS = 2_000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Amounts are formatted with each coin contract's decimals: the chain settings (fetched once per
 * page load, the wallet needs them too) are asked for first, so that no amount is ever shown
 * with other decimals. Without an answer soon, the deployed decimals are used.
 */
async function start() {
  // The modules' evaluation (the API schemas, the router's code) ends the first task;
  // the router starts in the next one. A start-up in one long task blocks the page for all of it
  // (Lighthouse's blocking time counts each task's time over 50 ms).
  await nextTask();
  // The router starts at once: the page's chunk loads (its route loader) while the texts and the
  // chain settings do, not after them.
  const router = createAppRouter();
  // Not a loading screen drawn and replaced at once: the page's chunk is mostly on its way already.
  // Counted from here, so the waits below overlap instead of adding up.
  const firstPage = firstPageReady(router, FIRST_PAGE_WAIT_MS);
  // The texts of the saved language (read from the cookie once, by i18n) come meanwhile (a failed
  // fetch shows the retry screen's keys rather than no page).
  const texts = loadLocale(currentLocale()).catch((error: unknown) => console.error(error));
  await Promise.race([
    getChainSettings().then(
      (settings) => setCoinDecimals(settings.coin_decimals),
      () => undefined,
    ),
    new Promise((resolve) => setTimeout(resolve, DECIMALS_WAIT_MS)),
  ]);
  await texts;
  await firstPage;
  // The answers were read (their schemas built) in this task; the app renders in the next one.
  await nextTask();
  // The static top bar of index.html (the first paint) gives way to the app.
  document.getElementById('boot-shell')?.remove();
  createRoot(root!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
