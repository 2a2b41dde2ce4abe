#!/usr/bin/env node
// The market grid with 10,000 cards in headless Chromium (playwright-core), on the real product:
// a fresh embedded database gets a bulk catalogue (seed:bulk, ≥ 10,000 open listings), the
// product starts on its own ports (--port 4720, chain 5720), and /marketplace is scrolled until
// its grid holds --cards cards (default 10,000) — the real grid following the real keyset
// cursor pages, 30 cards a request. Then, per viewport (1280 × 800 desktop, 375 × 812 phone):
// 1. mount: the page is left for home and entered again (history.back()), the grid mounting
//    with the 10,000 cached cards: time from the navigation to the grid in the DOM (React's
//    commit) and to the next frame; median of 5;
// 2. scrolling, frame times from requestAnimationFrame (each frame moves the window): a flick
//    (40 px a frame, 2,400 px/s) for 3 s at four depths, and a drag through the whole list in
//    8 s (every frame shows new rows); p50/p95/p99/max frame, dropped frames (a frame interval
//    of n × 16.7 ms drops n − 1), and the renderer main thread's CPU time per frame from a
//    Chromium trace (thread time: it hardly moves when other work shares the machine).
// 3. the floor, a baseline in the same run, browser and viewport: the same scrolling over a
//    static page of as many plain boxes of the cards' size; the grid's figures are printed
//    beside it and as ratios to it.
// Goals: mount < 50 ms; p95 frame ≤ 16.7 ms. Writes bench/results/grid.json. For experiments:
// GRID_CSS (a style sheet added to the grid's page), GRID_CHROMIUM_ARGS (more Chromium flags),
// GRID_TRACE (a file for the last trace's events), GRID_TRACE_CATEGORIES (more, comma-separated).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startProduct } from './lib/product.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4720' },
    'chain-port': { type: 'string', default: '5720' },
    cards: { type: 'string', default: '10000' },
    'data-dir': { type: 'string' },
  },
});
const CARDS = Number(values.cards);
const FRAME_MS = 1000 / 60;
const root = join(import.meta.dirname, '..');
const GRID = '[data-testid="market-grid"]';
// How long a mount may take before the run fails (one hung for good without a limit).
const MOUNT_TIMEOUT_MS = 30_000;

// The scrolling: a flick at four depths and a drag through the whole list (see above).
const PLANS = {
  'flick, 4 depths': { kind: 'flick', pxPerFrame: 40, seconds: 3, depths: [0, 0.33, 0.66, 0.95] },
  'drag through all in 8 s': { kind: 'drag', seconds: 8 },
};

const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'yl-bench-grid-'));
if (!values['data-dir']) {
  // 20,000 assets, every idle one listed: about 13,000 open listings.
  console.log('Seeding the catalogue…');
  const seeded = spawnSync(
    'npm',
    [
      'run',
      'seed:bulk',
      '--silent',
      '-w',
      '@yuanlong/server',
      '--',
      '--count',
      String(Math.max(20_000, CARDS * 2)),
      '--listed',
      '1',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATA_DIR: dataDir } },
  );
  if (seeded.status !== 0) throw new Error('seed:bulk failed');
}
const product = await startProduct({
  port: Number(values.port),
  chainPort: Number(values['chain-port']),
  dataDir,
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS.slice(1), ...(process.env.GRID_CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [])],
});
const result = { date: new Date().toISOString(), cards: 0, loadavg: [], viewports: {} };
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${product.url}/marketplace`);
  await page.waitForSelector(GRID);
  if (process.env.GRID_CSS) await page.addStyleTag({ content: process.env.GRID_CSS });

  // Load the cards the way a user does: scrolling to the end until the grid holds CARDS.
  const loadStarted = Date.now();
  result.cards = await page.evaluate(
    async ({ grid, cards }) => {
      const count = () => Number(document.querySelector(grid)?.getAttribute('data-count') ?? 0);
      let last = -1;
      let idle = 0;
      while (count() < cards && idle < 400) {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => setTimeout(r, 25));
        idle = count() === last ? idle + 1 : 0;
        last = count();
      }
      return count();
    },
    { grid: GRID, cards: CARDS },
  );
  const loadS = (Date.now() - loadStarted) / 1000;
  console.log(
    `Loaded ${result.cards.toLocaleString('en')} cards through the cursor pages in ${loadS.toFixed(1)} s.`,
  );
  if (result.cards < CARDS) throw new Error(`only ${result.cards} cards: the market has too few listings`);

  const cdp = await page.context().newCDPSession(page);
  for (const [name, viewport] of Object.entries({
    'desktop 1280 × 800': { width: 1280, height: 800 },
    'phone 375 × 812': { width: 375, height: 812 },
  })) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    result.loadavg.push(loadavg()[0]);
    const mounts = [];
    for (let i = 0; i < 5; i += 1) mounts.push(await mountOnce(page));
    const scroll = {};
    for (const [label, plan] of Object.entries(PLANS)) {
      scroll[label] = await traced(cdp, () => page.evaluate(scrollPlan, plan));
    }
    const floor = await floorRun(browser, viewport, await page.evaluate(gridShape, GRID));
    result.viewports[name] = { mounts, scroll, floor };
  }
  result.loadavg.push(loadavg()[0]);
  print(result);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/grid.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await product.stop();
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Leaves /marketplace for home, then goes back: ms to the grid's commit and to the next frame.
 * Fails with an error if the grid has not mounted within MOUNT_TIMEOUT_MS.
 */
async function mountOnce(page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[href="/"]').first().click();
  await page.waitForSelector(GRID, { state: 'detached' });
  await page.waitForTimeout(200);
  const mount = await page.evaluate(
    ({ grid, timeoutMs }) =>
      new Promise((resolve) => {
        const started = performance.now();
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ timedOut: true, at: location.pathname });
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          if (!document.querySelector(grid)) return;
          observer.disconnect();
          clearTimeout(timer);
          const commit = performance.now() - started;
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ commit, frame: performance.now() - started })),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true });
        history.back();
      }),
    { grid: GRID, timeoutMs: MOUNT_TIMEOUT_MS },
  );
  if (mount.timedOut) {
    throw new Error(
      `mount: the grid (${GRID}) was not in the page ${MOUNT_TIMEOUT_MS / 1000} s after history.back() (page at ${mount.at})`,
    );
  }
  return mount;
}

/** Runs in the grid's page: where its cards sit and how tall the document is (for the floor). */
function gridShape(grid) {
  const el = document.querySelector(grid);
  const cards = [...el.querySelectorAll('[role="listitem"]')].map((c) => c.getBoundingClientRect());
  const first = cards[0];
  const columns = cards.filter((c) => c.top === first.top).length;
  const below = cards.find((c) => c.top > first.top);
  return {
    count: Number(el.getAttribute('data-count')),
    columns,
    left: first.left,
    top: el.getBoundingClientRect().top + window.scrollY,
    width: first.width,
    height: first.height,
    columnGap: columns > 1 ? cards[1].left - first.right : 0,
    rowGap: below ? below.top - first.bottom : 0,
    documentHeight: document.documentElement.scrollHeight,
  };
}

/**
 * The floor, a baseline in the same run: the same scroll plans in the same browser and viewport
 * over a static page of as many plain boxes of the cards' size and places (a background and a
 * 1 px border each, nothing else), its document as tall as the grid's.
 */
async function floorRun(browser, viewport, shape) {
  const page = await browser.newPage({ viewport });
  try {
    const boxes = '<div class="b"></div>'.repeat(shape.count);
    await page.setContent(`<!doctype html><style>
      body { margin: 0; background: #0b0e14; min-height: ${shape.documentHeight}px; }
      .g { display: grid; grid-template-columns: repeat(${shape.columns}, ${shape.width}px);
        gap: ${shape.rowGap}px ${shape.columnGap}px; margin: ${shape.top}px 0 0 ${shape.left}px; }
      .b { height: ${shape.height}px; box-sizing: border-box; border: 1px solid #3a4252; background: #151a24; }
    </style><div class="g">${boxes}</div>`);
    await page.waitForTimeout(300);
    const cdp = await page.context().newCDPSession(page);
    const scroll = {};
    for (const [label, plan] of Object.entries(PLANS)) {
      scroll[label] = await traced(cdp, () => page.evaluate(scrollPlan, plan));
    }
    await cdp.detach();
    return { shape, scroll };
  } finally {
    await page.close();
  }
}

/** Runs in the page: moves the window every frame as planned; returns the frame intervals (ms). */
async function scrollPlan(plan) {
  const max = document.documentElement.scrollHeight - innerHeight;
  const frames = [];
  const run = (from, perFrame, count) =>
    new Promise((resolve) => {
      let last;
      let n = 0;
      const step = (now) => {
        if (last !== undefined) frames.push(now - last);
        last = now;
        if (n === count) return resolve();
        n += 1;
        window.scrollTo(0, Math.min(max, from + perFrame * n));
        requestAnimationFrame(step);
      };
      window.scrollTo(0, from);
      requestAnimationFrame(() => requestAnimationFrame(step));
    });
  if (plan.kind === 'flick') {
    for (const depth of plan.depths) await run(Math.round(max * depth), plan.pxPerFrame, plan.seconds * 60);
  } else {
    const count = plan.seconds * 60;
    await run(0, max / count, count);
  }
  return { frames, height: max };
}

/** Runs `fn` under a Chromium trace; adds the renderer main thread's CPU time (thread clock). */
async function traced(cdp, fn) {
  const events = [];
  const onData = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        ...(process.env.GRID_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
      ],
    },
  });
  const out = await fn();
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  // The page's renderer (the process whose animation frames ran) and its main thread, where the
  // page's own tasks (RunTask) run; another page's renderer may be in the trace too.
  const rafs = new Map();
  for (const e of events) if (e.name === 'FireAnimationFrame') rafs.set(e.pid, (rafs.get(e.pid) ?? 0) + 1);
  const pagePid = [...rafs].sort((a, b) => b[1] - a[1])[0]?.[0];
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pagePid,
  );
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && main && e.pid === main.pid && e.tid === main.tid,
  );
  const cpuMs = tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  const longestMs = tasks.reduce((m, e) => Math.max(m, (e.tdur ?? e.dur ?? 0) / 1000), 0);
  // Every thread's top-level tasks (thread clock), by thread name: the raster workers
  // (CompositorTileWorker) paint the tiles in software, the compositor threads put frames together.
  const names = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const processes = new Map(events.filter((e) => e.name === 'process_name').map((e) => [e.pid, e.args.name]));
  const threadCpuMs = {};
  const ends = new Map();
  const toplevel = events.filter((e) => e.ph === 'X' && e.cat === 'toplevel' && e.tdur !== undefined);
  for (const e of toplevel.sort((a, b) => a.ts - b.ts)) {
    // Only the outermost task of a thread (top-level tasks may nest).
    const thread = `${e.pid}:${e.tid}`;
    if ((ends.get(thread) ?? 0) > e.ts) continue;
    ends.set(thread, e.ts + e.dur);
    // Renderers other than the page's (an idle page's) are left out.
    if (processes.get(e.pid) === 'Renderer' && e.pid !== pagePid) continue;
    const name = `${processes.get(e.pid) ?? '?'}/${(names.get(thread) ?? 'other').replace(/\d+$/, '')}`;
    threadCpuMs[name] = (threadCpuMs[name] ?? 0) + e.tdur / 1000;
  }
  if (process.env.GRID_TRACE) writeFileSync(process.env.GRID_TRACE, JSON.stringify(events));
  return { ...out, mainThreadCpuMs: cpuMs, longestTaskCpuMs: longestMs, threadCpuMs };
}

function stats(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  // A frame that took n vsync intervals dropped n − 1 (a little slack for timer jitter).
  const dropped = frames.reduce((sum, f) => sum + Math.max(0, Math.round(f / FRAME_MS - 0.2) - 1), 0);
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    dropped,
    frames: frames.length,
  };
}

/** Frame figures of one traced scroll (adds its stats to it). */
function figures(s) {
  const st = stats(s.frames);
  s.stats = st;
  const cpu = Object.entries(s.threadCpuMs);
  const raster = cpu.reduce(
    (sum, [t, v]) => (t.startsWith('Renderer/') && /TileWorker|ThreadPool/.test(t) ? sum + v : sum),
    0,
  );
  const all = cpu.reduce((sum, [, v]) => sum + v, 0);
  return { ...st, main: s.mainThreadCpuMs / st.frames, raster: raster / st.frames, all: all / st.frames };
}

function print(r) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ms = (v) => `${v.toFixed(1)} ms`;
  const x = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  console.log(`
Market grid, ${r.cards.toLocaleString('en')} cards (real product, cursor pages), headless Chromium ${browser.version()};
floor: the same scrolling over a static page of as many plain boxes of the cards' size (same run, browser, viewport):

| viewport | mount: commit / next frame (median of 5) | scrolling | page | frames | p50 | p95 | p99 | max | dropped | main-thread CPU per frame | raster CPU per frame | all threads' CPU per frame |
| -------- | ---------------------------------------- | --------- | ---- | ------ | --- | --- | --- | --- | ------- | ------------------------- | -------------------- | -------------------------- |`);
  const ratios = [];
  for (const [name, v] of Object.entries(r.viewports)) {
    const mount = `${ms(median(v.mounts.map((m) => m.commit)))} / ${ms(median(v.mounts.map((m) => m.frame)))}`;
    for (const [label, s] of Object.entries(v.scroll)) {
      const g = figures(s);
      const f = figures(v.floor.scroll[label]);
      for (const [page, t] of [
        ['grid', g],
        ['floor', f],
      ]) {
        console.log(
          `| ${name} | ${page === 'grid' ? mount : ''} | ${label} | ${page} | ${t.frames} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.p99)} | ${ms(t.max)} | ${t.dropped} | ${ms(t.main)} | ${ms(t.raster)} | ${ms(t.all)} |`,
        );
      }
      ratios.push(
        `| ${name} | ${label} | ${x(g.p95, f.p95)} | ${g.dropped} / ${f.dropped} | ${x(g.raster, f.raster)} | ${x(g.all, f.all)} |`,
      );
    }
  }
  console.log(`
Grid against the floor:

| viewport | scrolling | p95 frame | dropped frames | raster CPU per frame | all threads' CPU per frame |
| -------- | --------- | --------- | -------------- | -------------------- | -------------------------- |
${ratios.join('\n')}`);
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model.trim()}; load average ${Math.min(...r.loadavg).toFixed(1)}–${Math.max(...r.loadavg).toFixed(1)}. Goals: mount < 50 ms, p95 frame ≤ 16.7 ms.`,
  );
}
