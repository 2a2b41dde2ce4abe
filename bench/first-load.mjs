#!/usr/bin/env node
// A page's first load on a slow phone, on the real product with the demo catalogue: /marketplace
// as a visitor and a card's page signed in, in Debian's Chromium (playwright-core) with Lighthouse's
// mobile throttling applied for real (slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up; CPU
// 4× slower). Each load is cold (a new browser context). Per load: the first paint (the HTML's
// boot shell), the app's first render (the boot shell gone), and the page's content (the market's
// first card link; the card page's title drawn by the app).
// Baseline in the same run, loads alternating: the same pages with the HTML's page preloads taken
// out (the module preloads the server adds for the page's chunks and texts, listed in the build's
// page-preloads.json; apps/server/src/http/web-app.ts), i.e. those files fetched once the entry
// asks for them; with `--without first-data`, the same pages without the answers a signed-in
// player's page comes with (apps/server/src/http/first-data.ts), i.e. asked for by the app. Both
// variants get their HTML from the product through Node and handed to Chromium as it came (or
// without those links), so the document's own transfer is the same for both.
// Usage: npm run bench:first-load [-- --runs 7 --port 4730 --chain-port 5730 --without first-data].
// Writes bench/results/first-load.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { firstCardPath, newPlayerToken } from './lib/player-session.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from './lib/product.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4730' },
    'chain-port': { type: 'string', default: '5730' },
    runs: { type: 'string', default: '7' },
    without: { type: 'string', default: 'page-preloads' },
  },
});
const RUNS = Number(values.runs);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
let pageFiles;
/** `html` without the module preloads of the page's files (the entry's stay). */
function withoutPagePreloads(html) {
  // What the server names for each page beyond the entry's (apps/web/build/page-preloads.ts),
  // read once the product has built the web app.
  if (!pageFiles) {
    const preloads = JSON.parse(readFileSync(join(root, 'apps/web/dist/page-preloads.json'), 'utf8'));
    pageFiles = new Set([...Object.values(preloads.pages).flat(), ...Object.values(preloads.texts)]);
  }
  return html.replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (link, href) =>
    pageFiles.has(href) ? '' : link,
  );
}
/** `html` without the answers it came with (a signed-in player's page). */
function withoutFirstData(html) {
  return html.replace(/<script type="application\/json" id="first-data">.*?<\/script>/s, '');
}
const BASELINES = { 'page-preloads': withoutPagePreloads, 'first-data': withoutFirstData };
const baselineOf = BASELINES[values.without];
if (!baselineOf) throw new Error(`--without: one of ${Object.keys(BASELINES).join(', ')}`);
const VARIANTS = { baseline: `without ${values.without.replace('-', ' ')}`, product: 'as served' };
// When each mark is reached, from the page's own clock (ms after its navigation started).
const MARKS = `(() => {
  const marks = (window.__firstLoad = {});
  new MutationObserver(() => {
    const now = Math.round(performance.now());
    const root = document.getElementById('root');
    if (!marks.app && !document.getElementById('boot-shell') && root?.firstChild) marks.app = now;
    if (!marks.content && root?.querySelector(window.__contentSelector)) marks.content = now;
  }).observe(document, { childList: true, subtree: true });
})();`;

const root = join(import.meta.dirname, '..');
const product = await startProduct({ port: Number(values.port), chainPort: Number(values['chain-port']) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const token = await newPlayerToken(product.url);
  const pages = {
    '/marketplace (visitor)': {
      path: '/marketplace',
      content: 'main a[href*="Detail?id="]',
    },
    '/cardDetail (signed in)': {
      path: await firstCardPath(product.url),
      content: 'main h1',
      token,
    },
  };
  const results = {};
  const loads = [];
  for (const [name, page] of Object.entries(pages)) {
    results[name] = { baseline: [], product: [] };
    await load(page, 'product'); // warms the server's caches; not counted
    for (let i = 0; i < RUNS; i += 1) {
      for (const variant of i % 2 ? ['product', 'baseline'] : ['baseline', 'product']) {
        loads.push(loadavg()[0]);
        results[name][variant].push(await load(page, variant));
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = {};
  console.log(`
First load, slow 4G and CPU ×${CPU_SLOWDOWN} (Chromium's own throttling), ${RUNS} cold loads a variant, medians (ms after navigation start):

| page | variant | first paint | app's first render | content | content: ratio to baseline |
| ---- | ------- | ----------- | ------------------ | ------- | -------------------------- |`);
  for (const [name, variants] of Object.entries(results)) {
    summary[name] = {};
    for (const variant of ['baseline', 'product']) {
      const runs = variants[variant];
      const s = {
        firstPaintMs: median(runs.map((r) => r.fcp)),
        appMs: median(runs.map((r) => r.app)),
        contentMs: median(runs.map((r) => r.content)),
      };
      summary[name][variant] = s;
      const ratio = (s.contentMs / summary[name].baseline.contentMs).toFixed(2);
      console.log(
        `| ${name} | ${VARIANTS[variant]} | ${s.firstPaintMs} | ${s.appMs} | ${s.contentMs} | ${variant === 'baseline' ? '1.00' : ratio} |`,
      );
    }
  }
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}; load average during the loads ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/first-load.json'),
    `${JSON.stringify({ date: new Date().toISOString(), loads, summary, results }, null, 2)}\n`,
  );
} finally {
  await browser.close().finally(() => product.stop());
}

/** One cold load of `page` in `variant`: its marks (ms). */
async function load(page, variant) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const url = `${product.url}${page.path}`;
    if (page.token) {
      await context.addCookies([{ name: 'token', value: page.token, url }]);
    }
    const tab = await context.newPage();
    await tab.addInitScript(`window.__contentSelector = ${JSON.stringify(page.content)};${MARKS}`);
    // The document as the product serves it, through Node (or without the page's preloads).
    await tab.route(url, async (route) => {
      const served = await fetch(url, { headers: page.token ? { cookie: `token=${page.token}` } : {} });
      const html = await served.text();
      await route.fulfill({
        status: served.status,
        contentType: 'text/html; charset=utf-8',
        headers: { 'content-security-policy': served.headers.get('content-security-policy') ?? '' },
        body: variant === 'baseline' ? baselineOf(html) : html,
      });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(url, { waitUntil: 'commit' });
    await tab.waitForFunction(() => window.__firstLoad?.content, null, { timeout: 60_000 });
    return tab.evaluate(() => ({
      ...window.__firstLoad,
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    }));
  } finally {
    await context.close();
  }
}
